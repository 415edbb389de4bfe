import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import i18next from 'i18next';
import type { DashboardData } from '@nomada/contracts';
import { dismiss } from '@nomada/state';
import {
  jsonResponse,
  lastToast,
  signInAs,
  signOutLocally,
  stubFetch,
  stubXhr,
} from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { premiumDashboard } from '../testing/dashboard-fixtures';
import { DocumentsTab } from './documents-tab';

const patiently = { timeout: 4000 };
const MB = 1024 * 1024;
const DASHBOARD_PATH = '/functions/auth-get-dashboard-data';

function renderTab() {
  renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <DocumentsTab />
    </SWRConfig>,
    '/dashboard/documents',
  );
}

async function documentCard(name: string) {
  const heading = await screen.findByRole('heading', { name }, patiently);
  return within(heading.closest('li') as HTMLElement);
}

/** Chooses a file in the card's picker, once the card offers one (not while uploading). */
async function pick(card: Awaited<ReturnType<typeof documentCard>>, file: File) {
  const input = (await card.findByTestId('upload-input')) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

const pdf = (name = 'statements.pdf', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function uploadedAnswer(status = 201) {
  return {
    status,
    body: {
      success: true,
      document: {
        id: '9b2f3a4d-5c6e-4d7f-9a81-0b1c2d3e4f5a',
        user_id: '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10',
        name: 'Bank statements',
        file_url: 'users/7b0c8a4e/bank-2.pdf',
        status: 'uploaded',
        uploaded_at: '2026-11-23T09:30:00.000Z',
        required_document_id: '4a3c9d2f-7b5e-4f1a-8c2b-2d3e4f5a6b71',
        rejection_reason: null,
        files: [
          {
            id: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
            file_url: 'users/7b0c8a4e/bank-2.pdf',
            original_filename: 'statements.pdf',
            mime_type: 'application/pdf',
            file_size: 1024,
            uploaded_at: '2026-11-23T09:30:00.000Z',
            issued_on: null,
            expires_on: null,
          },
        ],
        revision: 2,
      },
    },
  };
}

const statementFiles = ['september', 'october'].map((month, index) => ({
  id: `0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d${index}`,
  file_url: `users/7b0c8a4e/${month}.pdf`,
  original_filename: `${month}.pdf`,
  mime_type: 'application/pdf',
  file_size: 1024,
  uploaded_at: '2026-11-21T09:30:00.000Z',
  issued_on: null,
  expires_on: null,
}));
const withTwoStatements: DashboardData = {
  ...premiumDashboard,
  requiredDocuments: premiumDashboard.requiredDocuments.map((item) =>
    item.name === 'Bank statements' ? { ...item, files: statementFiles, revision: 2 } : item,
  ),
};

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dismiss();
  signOutLocally();
  await i18next.changeLanguage('en');
});

describe('DocumentsTab', () => {
  it('shows five placeholders until the checklist arrives', async () => {
    let answer: (value: { body: DashboardData }) => void = () => undefined;
    stubFetch(() => new Promise((resolve) => (answer = resolve)));
    signInAs('premiumApplicant');
    renderTab();
    expect(screen.getAllByTestId('document-skeleton')).toHaveLength(5);
    await waitFor(() => expect(answer).not.toBe(undefined));
    answer({ body: premiumDashboard });
    await documentCard('Valid passport');
    expect(screen.queryByTestId('document-skeletons')).toBeNull();
  });

  it('lists each document with its status, reason and the actions its status allows', async () => {
    stubFetch({ body: premiumDashboard });
    signInAs('premiumApplicant');
    renderTab();
    const passport = await documentCard('Valid passport');
    expect(screen.getByTestId('documents-counter').textContent).toBe('1 of 4 approved');
    expect(passport.getByText('Approved')).toBeInTheDocument();
    expect(passport.getByText(/Already processed/)).toBeInTheDocument();
    expect(passport.queryByRole('button', { name: /upload/i })).toBeNull();
    expect(passport.getByRole('button', { name: /Download/ })).toBeInTheDocument();

    const bank = await documentCard('Bank statements');
    expect(bank.getByText('Rejected')).toBeInTheDocument();
    expect(bank.getByTestId('rejection-reason').textContent).toBe(
      'The March statement is missing.',
    );
    expect(bank.getByRole('button', { name: 'Re-upload Bank statements' })).toBeInTheDocument();

    const insurance = await documentCard('Health insurance certificate');
    expect(insurance.getByText('Awaiting review')).toBeInTheDocument();
    expect(insurance.getByRole('button', { name: /Re-upload/ })).toBeInTheDocument();

    const record = await documentCard('Criminal record certificate');
    expect(record.getByText('Not uploaded')).toBeInTheDocument();
    expect(
      record.getByRole('button', { name: 'Upload Criminal record certificate' }),
    ).toBeInTheDocument();
    expect(record.queryByRole('button', { name: /Download/ })).toBeNull();
    expect(record.getByText('PDF, JPG, JPEG, PNG · up to 5 MB')).toBeInTheDocument();
  });

  it('uploads with a progress bar, says so and loads the checklist again', async () => {
    const api = stubFetch({ body: premiumDashboard });
    const xhr = stubXhr();
    signInAs('premiumApplicant');
    renderTab();
    const bank = await documentCard('Bank statements');
    await pick(bank, pdf());
    const request = xhr.last();
    expect(request.url).toBe('/functions/auth-upload-document');
    expect(request.withCredentials).toBe(true);
    const form = request.body as FormData;
    expect(form.get('documentName')).toBe('Bank statements');
    expect(form.get('requiredDocumentId')).toBe('4a3c9d2f-7b5e-4f1a-8c2b-2d3e4f5a6b71');
    expect((form.get('file') as File).name).toBe('statements.pdf');

    request.progress(400, 1000);
    const bar = await bank.findByRole('progressbar', { name: 'Uploading Bank statements' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(bank.getByText('Uploading... 40%')).toBeInTheDocument();

    const fetchesBefore = api.requests.filter((call) => call.path === DASHBOARD_PATH).length;
    request.respond(201, uploadedAnswer().body);
    await waitFor(() => expect(lastToast()?.title).toBe('Document uploaded successfully'));
    expect(lastToast()?.description).toBe('Bank statements has been uploaded successfully');
    await waitFor(
      () =>
        expect(api.requests.filter((call) => call.path === DASHBOARD_PATH).length).toBe(
          fetchesBefore + 1,
        ),
      patiently,
    );
    await waitFor(() => expect(bank.queryByRole('progressbar', { name: /Uploading/ })).toBeNull());
  });

  it('takes a file dropped on the card', async () => {
    stubFetch({ body: premiumDashboard });
    const xhr = stubXhr();
    signInAs('premiumApplicant');
    renderTab();
    const record = await documentCard('Criminal record certificate');
    fireEvent.drop(record.getByTestId('upload-drop-zone'), {
      dataTransfer: { files: [pdf('record.pdf')] },
    });
    expect(((xhr.last().body as FormData).get('file') as File).name).toBe('record.pdf');
  });

  it.each([
    [pdf('big.pdf', 5 * MB + 1), 'File too large', 'File size must be less than 5MB'],
    [
      new File(['MZ'], 'setup.exe'),
      'Invalid file type',
      'Please upload a PDF, Word document, or image file (JPG, PNG)',
    ],
    [pdf('empty.pdf', 0), 'No file selected', 'Please select a file to upload'],
  ])('refuses %s before sending anything', async (file, title, description) => {
    stubFetch({ body: premiumDashboard });
    const xhr = stubXhr();
    signInAs('premiumApplicant');
    renderTab();
    await pick(await documentCard('Criminal record certificate'), file);
    expect(lastToast()).toMatchObject({ title, description, variant: 'destructive' });
    expect(xhr.created).toHaveLength(0);
  });

  it.each([
    [
      409,
      { error: 'This document has already been processed', code: 'document_already_processed' },
      'Upload not available',
      'This document has already been processed',
    ],
    [
      400,
      { error: 'File size must be less than 5MB', code: 'file_too_large' },
      'Failed to upload document',
      'File size must be less than 5MB',
    ],
    [
      500,
      { error: 'Something went wrong', code: 'internal_error' },
      'Failed to upload document',
      'An error occurred while uploading',
    ],
  ])('shows a %i refusal by its code', async (status, body, title, description) => {
    stubFetch({ body: premiumDashboard });
    const xhr = stubXhr();
    signInAs('premiumApplicant');
    renderTab();
    await pick(await documentCard('Bank statements'), pdf());
    xhr.last().respond(status, body);
    await waitFor(() => expect(lastToast()).toMatchObject({ title, description }));
  });

  it('says an upload broke when the connection drops, and can cancel one', async () => {
    stubFetch({ body: premiumDashboard });
    const xhr = stubXhr();
    signInAs('premiumApplicant');
    renderTab();
    const bank = await documentCard('Bank statements');
    await pick(bank, pdf());
    xhr.last().failNetwork();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to upload document',
        description: 'An error occurred while uploading',
      }),
    );
    await pick(bank, pdf());
    await userEvent.click(
      await bank.findByRole('button', { name: 'Cancel the upload of Bank statements' }),
    );
    expect(xhr.last().aborted).toBe(true);
    await waitFor(() => expect(lastToast()?.title).toBe('Upload cancelled'));
  });

  it('downloads the file under its original name', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:saved', revokeObjectURL: () => undefined }),
    );
    const calls: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === DASHBOARD_PATH) return jsonResponse(200, premiumDashboard);
      if (path === '/functions/download-document')
        return jsonResponse(200, { signedUrl: '/files/signed-token' });
      return new Response(new Uint8Array([37, 80, 68, 70]), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="passport.pdf"; filename*=UTF-8''pasaporte%20Luc%C3%ADa.pdf`,
        },
      });
    });
    signInAs('premiumApplicant');
    renderTab();
    const passport = await documentCard('Valid passport');
    await userEvent.click(passport.getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(lastToast()?.title).toBe('Download successful'));
    expect(saved).toEqual(['pasaporte Lucía.pdf']);
    expect(calls).toContainEqual({
      path: '/functions/download-document',
      body: { filePath: 'users/7b0c8a4e/passport.pdf' },
    });
  });

  it.each([
    [{ status: 404, body: { error: 'Not found', code: 'not_found' } }, 'Not found'],
    [{ body: { signedUrl: '' } }, 'No signed URL received'],
  ])('says why a download failed', async (answer, description) => {
    stubFetch((request) => (request.path === DASHBOARD_PATH ? { body: premiumDashboard } : answer));
    signInAs('premiumApplicant');
    renderTab();
    const passport = await documentCard('Valid passport');
    await userEvent.click(passport.getByRole('button', { name: /Download/ }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Download failed', description }),
    );
  });

  it('lists the files of an item, removes one, and adds another beside them', async () => {
    const api = stubFetch((request) =>
      request.path === '/functions/delete-document-file'
        ? { body: { success: true } }
        : { body: withTwoStatements },
    );
    const xhr = stubXhr();
    signInAs('premiumApplicant');
    renderTab();
    const bank = await documentCard('Bank statements');
    const list = bank.getByRole('list', { name: 'Files (2)' });
    expect(
      within(list)
        .getAllByTestId('document-file')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('september.pdf'), expect.stringContaining('october.pdf')]);

    await userEvent.click(bank.getByRole('button', { name: 'Remove september.pdf' }));
    await waitFor(() => expect(lastToast()?.title).toBe('File removed'));
    expect(
      api.requests.find((call) => call.path === '/functions/delete-document-file')?.body,
    ).toEqual({ fileId: statementFiles[0]!.id });

    const input = (await bank.findByTestId('add-file-input')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdf('november.pdf')] } });
    const form = xhr.last().body as FormData;
    expect(form.get('append')).toBe('true');
    expect((form.get('file') as File).name).toBe('november.pdf');
    expect(bank.queryByRole('button', { name: 'Add another file to Bank statements' })).toBeNull();
  });

  it('warns before a document breaks its date rule, and sends the dates given with a file', async () => {
    const dated: DashboardData = {
      ...withTwoStatements,
      requiredDocuments: withTwoStatements.requiredDocuments.map((item) =>
        item.name === 'Bank statements'
          ? { ...item, status: 'uploaded', max_age_days: 90, freshness: 'expiring' }
          : item.name === 'Criminal record certificate'
            ? { ...item, max_age_days: 90 }
            : item,
      ),
    };
    stubFetch({ body: dated });
    const xhr = stubXhr();
    signInAs('premiumApplicant');
    renderTab();
    const bank = await documentCard('Bank statements');
    expect(bank.getByTestId('freshness-notice').textContent).toContain(
      'Within 30 days it breaks the rule for this document (issued at most 90 days ago)',
    );
    const criminal = await documentCard('Criminal record certificate');
    expect(criminal.queryByTestId('freshness-notice')).toBeNull();
    fireEvent.change(criminal.getByLabelText('Issue date (optional)'), {
      target: { value: '2026-11-02' },
    });
    await pick(criminal, pdf('record.pdf'));
    const form = xhr.last().body as FormData;
    expect(form.get('issued_on')).toBe('2026-11-02');
    expect(form.get('expires_on')).toBeNull();
  });

  it('offers a retry when the checklist cannot be loaded', async () => {
    stubFetch({ status: 503, body: { error: 'Down', code: 'unavailable' } });
    signInAs('premiumApplicant');
    renderTab();
    expect(
      await screen.findByText('We could not load your documents', undefined, patiently),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    stubFetch({ body: premiumDashboard });
    signInAs('premiumApplicant');
    renderTab();
    const bank = await documentCard('Bank statements');
    expect(bank.getByText('Rechazado')).toBeInTheDocument();
    expect(
      bank.getByRole('button', { name: 'Volver a subir Bank statements' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('documents-counter').textContent).toBe('1 de 4 aprobados');
  });
});
