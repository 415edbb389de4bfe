import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGE_MAX } from '@nomada/contracts';
import { dismiss } from '@nomada/state';
import { lastToast, stubFetch, type StubAnswer } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { TEST_NAMESPACE } from '../testing/test-catalogue';
import { MessageComposer } from './message-composer';

const APPLICANT_ID = '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10';
const sent = {
  id: '00000000-0000-4000-8000-000000000009',
  sender_role: 'applicant',
  text: 'Hello\nthere',
  created_at: '2026-03-09T10:00:00.000Z',
  read_at: null,
};

function renderComposer(applicantId?: string) {
  const onSent = vi.fn();
  renderAt(
    <MessageComposer
      namespace={TEST_NAMESPACE}
      applicantId={applicantId}
      counterpartName="Laura Martín"
      onSent={onSent}
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  return { onSent, input };
}

const sends = () => stubFetch({ status: 201, body: { message: sent } });

beforeEach(() => dismiss());
afterEach(() => vi.unstubAllGlobals());

describe('MessageComposer', () => {
  it('sends the trimmed text on Enter, not on Shift+Enter, and then empties', async () => {
    const api = sends();
    const { input, onSent } = renderComposer();
    expect(input.placeholder).toBe('To Laura Martín…');
    await userEvent.type(input, '  Hello{Shift>}{Enter}{/Shift}there  ');
    expect(api.mock).not.toHaveBeenCalled();
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(sent));
    expect(api.requests).toHaveLength(1);
    expect(api.requestTo('/functions/send-lawyer-message')?.body).toStrictEqual({
      text: 'Hello\nthere',
    });
    expect(input.value).toBe('');
  });

  it('names the applicant when an agent writes', async () => {
    const api = sends();
    const { input, onSent } = renderComposer(APPLICANT_ID);
    await userEvent.type(input, 'Your documents are approved.{Enter}');
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.requestTo('/functions/send-lawyer-message')?.body).toStrictEqual({
      text: 'Your documents are approved.',
      userId: APPLICANT_ID,
    });
  });

  it('never sends blank text, nor the same text twice while it is on its way', async () => {
    let answer: (reply: StubAnswer) => void = () => undefined;
    const api = stubFetch(() => new Promise<StubAnswer>((resolve) => (answer = resolve)));
    const { input, onSent } = renderComposer();
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send it' }).hasAttribute('disabled')).toBe(true);
    expect(api.mock).not.toHaveBeenCalled();

    await userEvent.type(input, 'Hello{Enter}');
    await waitFor(() => expect(input.readOnly).toBe(true));
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(input.form as HTMLFormElement);
    expect(api.requests).toHaveLength(1);
    answer({ status: 201, body: { message: sent } });
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it('keeps the text and says why when sending fails', async () => {
    stubFetch({ status: 503, body: { error: 'down', code: 'unavailable' } });
    const { input } = renderComposer();
    await userEvent.type(input, 'Are you there?{Enter}');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Not sent',
        description: 'Sending failed.',
        variant: 'destructive',
      }),
    );
    expect(input.value).toBe('Are you there?');

    dismiss();
    stubFetch({ status: 400, body: { error: 'too long', code: 'chat_message_too_long' } });
    await userEvent.type(input, '{Enter}');
    await waitFor(() =>
      expect(lastToast()?.description).toBe('Messages can be at most 2,000 characters long'),
    );
    expect(input.value).toBe('Are you there?');
  });

  it('counts the characters once the text nears the limit', () => {
    const { input } = renderComposer();
    expect(screen.getByText('Enter sends.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'x'.repeat(CHAT_MESSAGE_MAX - 200) } });
    expect(screen.getByText(`1800/${CHAT_MESSAGE_MAX}`)).toBeInTheDocument();
  });
});
