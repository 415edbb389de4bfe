import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '@nomada/ui';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss } from '@nomada/state';
import { renderAt } from '@nomada/ui/testing';
import { lastToast } from '@nomada/state/testing';
import { mockContactApi } from '../../../testing/mock-contact-api';
import { InterestForm } from './interest-form';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const complete = { name: 'Ana García', email: 'ana@example.com', country: 'Mexico' };

async function submitWith(values: { name?: string; email?: string; country?: string }) {
  const type = (input: HTMLInputElement, value?: string) =>
    value && fireEvent.change(input, { target: { value } });
  type(field(/^name/i), values.name);
  type(field(/^email/i), values.email);
  type(field(/^country/i), values.country);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

/**
 * The page as a phone gets it: the served HTML, filled in by the person, then the script arrives
 * and hydrates it (issue 30: the typed name was lost and Send said "Name is required").
 */
async function hydrateAfterTyping(values: Record<string, string>) {
  const ui = (
    <UiProvider>
      <MemoryRouter>
        <InterestForm />
      </MemoryRouter>
    </UiProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  for (const [name, value] of Object.entries(values))
    container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value;
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  return {
    container,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

describe('InterestForm', () => {
  it('sends what was typed into the served form before it came alive', async () => {
    const api = mockContactApi();
    const page = await hydrateAfterTyping(complete);
    try {
      await userEvent.click(within(page.container).getByRole('button', { name: 'Send' }));
      api.release();
      await waitFor(() =>
        expect(api.bodyOf('/functions/send-contact-email')).toMatchObject({
          ...complete,
          source: 'homepage',
        }),
      );
    } finally {
      page.unmount();
    }
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    dismiss();
    await i18next.changeLanguage('en');
  });

  it('carries the limits on its inputs and hides the honeypot from people', () => {
    renderAt(<InterestForm />);
    expect(field(/^name/i).maxLength).toBe(100);
    expect(field(/^email/i).maxLength).toBe(255);
    expect(field(/^country/i).maxLength).toBe(100);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.autocomplete).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: 'Ana', email: 'ana@' }, 'Invalid email address'],
    [{ name: 'Ana', email: 'ana@example.com' }, 'Country is required'],
  ])('shows only the first failing rule in an error toast (%o)', async (values, message) => {
    const api = mockContactApi();
    renderAt(<InterestForm />);
    await submitWith(values);
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      title: 'Error',
      description: message,
    });
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['name', 'Name must be less than 100 characters'],
    ['email', 'Email must be less than 255 characters'],
    ['country', 'Country must be less than 100 characters'],
  ] as const)('refuses a %s over its limit', async (name, message) => {
    mockContactApi();
    renderAt(<InterestForm />);
    const long = {
      name: 'a'.repeat(101),
      email: `${'a'.repeat(250)}@example.com`,
      country: 'b'.repeat(101),
    };
    // The inputs stop typing at their limit, so the over-long value arrives the way a script would.
    await submitWith({ ...complete, [name]: long[name] });
    expect(lastToast()?.description).toBe(message);
  });

  it('shows validation messages in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockContactApi();
    renderAt(<InterestForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(lastToast()).toMatchObject({ title: 'Error', description: 'El nombre es obligatorio' });
  });

  it('sends both calls in parallel, shows the submitting state, then thanks and clears', async () => {
    const api = mockContactApi();
    renderAt(<InterestForm />);
    await submitWith(complete);
    const busy = screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    const expected = { ...complete, source: 'homepage', website: '' };
    // notify-contact went out before send-contact-email answered, and its failure is ignored.
    expect(api.bodyOf('/functions/send-contact-email')).toEqual(expected);
    expect(api.bodyOf('/functions/notify-contact')).toEqual(expected);
    api.release();
    await waitFor(() => expect(lastToast()?.title).toBe('Success'));
    expect(lastToast()).toMatchObject({
      variant: 'success',
      description: 'Thank you! We will contact you soon.',
    });
    expect(field(/^name/i).value).toBe('');
    expect(field(/^country/i).value).toBe('');
  });

  it('sends what a bot typed into the honeypot, for the server to discard', async () => {
    const api = mockContactApi();
    renderAt(<InterestForm />);
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await submitWith(complete);
    expect(api.bodyOf('/functions/send-contact-email')).toMatchObject({
      website: 'https://spam.example',
    });
  });

  it("keeps the fields and shows the server's error in the reader's language, by its code", async () => {
    await i18next.changeLanguage('es');
    const api = mockContactApi({
      status: 400,
      body: { success: false, error: 'Country is required', code: 'country_required' },
    });
    renderAt(<InterestForm />);
    fireEvent.change(field(/^nombre/i), { target: { value: complete.name } });
    fireEvent.change(field(/^correo/i), { target: { value: complete.email } });
    fireEvent.change(field(/^país/i), { target: { value: complete.country } });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    api.release();
    await waitFor(() => expect(lastToast()?.variant).toBe('destructive'));
    expect(lastToast()).toMatchObject({ title: 'Error', description: 'El país es obligatorio' });
    expect(field(/^nombre/i).value).toBe(complete.name);
  });

  it('falls back to "Failed to send message" when the answer is not what the contract says', async () => {
    const api = mockContactApi({ status: 200, body: { success: false } });
    renderAt(<InterestForm />);
    await submitWith(complete);
    api.release();
    await waitFor(() => expect(lastToast()?.description).toBe('Failed to send message'));
    expect(field(/^email/i).value).toBe(complete.email);
  });

  it('asks to try again when the request never reaches the server', async () => {
    const api = mockContactApi(new TypeError('Failed to fetch'));
    renderAt(<InterestForm />);
    await submitWith(complete);
    api.release();
    await waitFor(() =>
      expect(lastToast()?.description).toBe('Something went wrong. Please try again.'),
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
