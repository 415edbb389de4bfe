import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss } from '@nomada/state';
import { lastToast, signInAs } from '@nomada/state/testing';
import { agentDocument, auditEntry, dashboardData } from '../../../../testing/agent-data';
import { renderDashboard } from '../../../../testing/render-dashboard';
import { SIGNED_URL, stubAgentApi } from '../../../../testing/stub-agent-api';

const passport = agentDocument({
  original_filename: 'ana-passport.pdf',
  audit_trail: [
    auditEntry({
      action: 'document_rejected',
      document_name: 'Valid passport',
      reason: 'The scan is blurred',
      agent_name: 'Laura Martín',
    }),
  ],
});
const underReview = agentDocument({
  document_name: 'Bank statements',
  status: 'reviewing',
  mime_type: 'image/png',
  original_filename: 'bank.png',
  file_url: 'users/ana/bank.png',
});
const wordFile = agentDocument({
  document_name: 'Criminal record certificate',
  mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  original_filename: 'record.docx',
});
const statementFile = (month: string) => ({
  id: crypto.randomUUID(),
  file_url: `users/ana/${month}.pdf`,
  original_filename: `${month}.pdf`,
  mime_type: 'application/pdf',
  file_size: 1024,
  uploaded_at: '2026-11-20T09:30:00.000Z',
  issued_on: null,
  expires_on: null,
});
const statements = agentDocument({
  document_name: 'Three statements',
  original_filename: 'november.pdf',
  file_url: 'users/ana/november.pdf',
  files: ['september', 'october', 'november'].map(statementFile),
});
const data = dashboardData({ documents: [passport, underReview, wordFile, statements] });

beforeEach(() => {
  signInAs('agent');
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dismiss();
  await i18next.changeLanguage('en');
});

const row = (name: string) =>
  screen.getAllByTestId('review-document').find((item) => item.textContent?.includes(name))!;

async function openReview(name: string) {
  await screen.findByText(name);
  await userEvent.click(within(row(name)).getByRole('button', { name: 'Review' }));
  return screen.findByRole('dialog');
}

describe('DocumentsTab', () => {
  it('lists what awaits a decision, and the refresh button asks again at once', async () => {
    const api = stubAgentApi({ data });
    renderDashboard('documents');
    expect(await screen.findByText('Valid passport')).toBeInTheDocument();
    expect(within(row('Valid passport')).getByText('New')).toBeInTheDocument();
    expect(within(row('Bank statements')).getByText('Under review')).toBeInTheDocument();
    expect(within(row('Valid passport')).getByText('2.3 MB')).toBeInTheDocument();
    expect(api.dataRequests()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.dataRequests()).toHaveLength(2));
  });

  it('starts the review on opening and shows the PDF inline with its facts and audit trail', async () => {
    const api = stubAgentApi({ data });
    renderDashboard('documents');
    const dialog = await openReview('Valid passport');
    await waitFor(() =>
      expect(api.actionRequests()).toEqual([
        { action: 'startReview', payload: { documentId: passport.id } },
      ]),
    );
    const frame = await within(dialog).findByTitle('Preview of ana-passport.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:http://localhost/preview');
    // The frame shows bytes we typed as a PDF ourselves.
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(api.requestTo('/functions/download-document')?.body).toEqual({
      filePath: passport.file_url,
    });
    for (const text of ['Ana Prueba', 'ana@example.com', 'ana-passport.pdf', '2.3 MB']) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(dialog).getByText('Laura Martín rejected “Valid passport”')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason: The scan is blurred')).toBeInTheDocument();
    // A refetch follows the action (docs/product/http-api.md).
    await waitFor(() => expect(api.dataRequests()).toHaveLength(2));
  });

  it('does not start again a review already under way, and shows an image from its link', async () => {
    const api = stubAgentApi({ data });
    renderDashboard('documents');
    const dialog = await openReview('Bank statements');
    const image = await within(dialog).findByRole('img', { name: 'Preview of bank.png' });
    expect(image.getAttribute('src')).toBe(SIGNED_URL);
    expect(api.actionRequests()).toEqual([]);
  });

  it('offers other files as a download only', async () => {
    stubAgentApi({ data });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderDashboard('documents');
    const dialog = await openReview('Criminal record certificate');
    expect(
      within(dialog).getByText('This type of file cannot be shown here. Download it to open it.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download record.docx' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Download successful'));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('record.docx');
  });

  it('says why a download failed', async () => {
    stubAgentApi({
      data,
      download: () => ({ status: 404, body: { error: 'Not found', code: 'not_found' } }),
    });
    renderDashboard('documents');
    const dialog = await openReview('Bank statements');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download bank.png' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Download failed',
        description: 'Not found',
        variant: 'destructive',
      }),
    );
  });

  it('rejects only with a reason, then says so, closes and refetches', async () => {
    const api = stubAgentApi({ data });
    renderDashboard('documents');
    const dialog = await openReview('Bank statements');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByLabelText(/Why is this document rejected/);
    expect(document.activeElement).toBe(reason);
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(within(dialog).getByText('Rejection reason is required')).toBeInTheDocument();
    expect(api.actionRequests()).toEqual([]);

    await userEvent.type(reason, 'The statement is older than 3 months');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Document rejected'));
    expect(api.actionRequests()).toEqual([
      {
        action: 'rejectDocument',
        payload: {
          documentId: underReview.id,
          reason: 'The statement is older than 3 months',
          revision: underReview.revision,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.dataRequests()).toHaveLength(2);
  });

  it('approves, says so, and returns focus to where the review was opened', async () => {
    const api = stubAgentApi({ data });
    renderDashboard('documents');
    const dialog = await openReview('Bank statements');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Document approved successfully',
        variant: 'success',
      }),
    );
    expect(api.actionRequests()).toEqual([
      {
        action: 'approveDocument',
        payload: { documentId: underReview.id, revision: underReview.revision },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The opener while it is still on the page; the list's heading when the refreshed list has
    // replaced its row first (which comes first depends on the machine's load). Never the page's top.
    expect([
      within(row('Bank statements')).getByRole('button', { name: 'Review' }),
      screen.getByRole('heading', { name: 'Documents to review' }),
    ]).toContain(document.activeElement);
  });

  it('tells why an approval was refused and keeps the dialog open', async () => {
    stubAgentApi({
      data,
      action: () => ({
        status: 409,
        body: { error: 'Already processed', code: 'document_already_processed' },
      }),
    });
    renderDashboard('documents');
    const dialog = await openReview('Bank statements');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to approve document',
        description: 'This document has already been processed',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says when the applicant changed the files after the dialog showed them', async () => {
    stubAgentApi({
      data,
      action: () => ({ status: 409, body: { error: 'Changed', code: 'document_changed' } }),
    });
    renderDashboard('documents');
    const dialog = await openReview('Bank statements');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to approve document',
        description:
          'The applicant changed this document after you opened it: look at it again before deciding',
      }),
    );
  });

  it('shows every file of an item, the latest first, and any other on demand', async () => {
    stubAgentApi({ data });
    renderDashboard('documents');
    const dialog = await openReview('Three statements');
    const list = within(dialog).getByRole('region', { name: 'Files of this document (3)' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '1. september.pdf',
      '2. october.pdf',
      '3. november.pdf',
    ]);
    expect(buttons[2]?.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(dialog).getByRole('button', { name: 'Download november.pdf' }),
    ).toBeInTheDocument();
    await userEvent.click(buttons[0]!);
    expect(
      within(dialog).getByRole('button', { name: 'Download september.pdf' }),
    ).toBeInTheDocument();
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('closes on Escape and gives focus back', async () => {
    stubAgentApi({ data });
    renderDashboard('documents');
    await openReview('Bank statements');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The opener while it is still on the page; the list's heading when the refreshed list has
    // replaced its row first (which comes first depends on the machine's load). Never the page's top.
    expect([
      within(row('Bank statements')).getByRole('button', { name: 'Review' }),
      screen.getByRole('heading', { name: 'Documents to review' }),
    ]).toContain(document.activeElement);
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    stubAgentApi({ data });
    renderDashboard('documents');
    await screen.findByText('Valid passport');
    await userEvent.click(within(row('Bank statements')).getByRole('button', { name: 'Revisar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tipo de documento')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
