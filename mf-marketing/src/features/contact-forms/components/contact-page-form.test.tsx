import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss } from '@nomada/state';
import { renderAt } from '@nomada/ui/testing';
import { lastToast } from '@nomada/state/testing';
import { mockContactApi } from '../../../testing/mock-contact-api';
import { ContactPageForm } from './contact-page-form';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function fillIn(values: { name?: string; email?: string; subject?: string; message?: string }) {
  for (const [key, value] of Object.entries(values)) {
    fireEvent.change(field(new RegExp(`^${key}`, 'i')), { target: { value } });
  }
  return userEvent.setup();
}

const complete = {
  name: 'Ana García',
  email: 'ana@example.com',
  subject: 'Premium plan',
  message: 'Can I apply from Lisbon?',
};

describe('ContactPageForm', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    dismiss();
    await i18next.changeLanguage('en');
  });

  it('carries the contact page limits on its inputs', () => {
    renderAt(<ContactPageForm />);
    expect(field(/^name/i).maxLength).toBe(100);
    expect(field(/^email/i).maxLength).toBe(255);
    expect(field(/^subject/i).maxLength).toBe(200);
    expect(field(/^message/i).maxLength).toBe(5000);
  });

  it('shows every failing rule under its field and sends nothing', async () => {
    const api = mockContactApi();
    renderAt(<ContactPageForm />);
    const user = fillIn({ email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('translates the field errors into Spanish', async () => {
    await i18next.changeLanguage('es');
    mockContactApi();
    renderAt(<ContactPageForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
  });

  it('sends both calls, shows the submitting state, then thanks and clears the fields', async () => {
    const api = mockContactApi();
    renderAt(<ContactPageForm />);
    const user = fillIn(complete);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const busy = screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    const expected = { ...complete, source: 'contact', website: '' };
    expect(api.bodyOf('/functions/send-contact-email')).toEqual(expected);
    expect(api.bodyOf('/functions/notify-contact')).toEqual(expected);
    api.release();
    await waitFor(() => expect(lastToast()?.title).toBe('Message sent!'));
    expect(lastToast()).toMatchObject({
      variant: 'success',
      description: "We'll get back to you within 24 hours.",
    });
    expect(field(/^name/i).value).toBe('');
    expect(field(/^message/i).value).toBe('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('keeps the fields and says the message failed when the server refuses it', async () => {
    const api = mockContactApi({
      status: 400,
      body: { success: false, error: 'Invalid request', code: 'invalid_request' },
    });
    renderAt(<ContactPageForm />);
    const user = fillIn(complete);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    api.release();
    await waitFor(() => expect(lastToast()?.variant).toBe('destructive'));
    expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to send message' });
    expect(field(/^subject/i).value).toBe(complete.subject);
  });

  it('asks to try again when the request never reaches the server', async () => {
    const api = mockContactApi(new TypeError('Failed to fetch'));
    renderAt(<ContactPageForm />);
    const user = fillIn(complete);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    api.release();
    await waitFor(() =>
      expect(lastToast()?.description).toBe('Something went wrong. Please try again.'),
    );
    expect(field(/^name/i).value).toBe(complete.name);
  });
});
