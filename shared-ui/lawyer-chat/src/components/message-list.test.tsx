import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LawyerMessage, LawyerSenderRole } from '@nomada/contracts';
import { i18next } from '@nomada/i18n';
import { renderAt } from '@nomada/ui/testing';
import { TEST_NAMESPACE } from '../testing/test-catalogue';
import { MessageList } from './message-list';

const message = (id: number, sender: LawyerSenderRole, text: string): LawyerMessage => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  sender_role: sender,
  text,
  created_at: `2026-03-0${id}T10:00:00.000Z`,
  read_at: `2026-03-0${id}T11:00:00.000Z`,
});

const thread = [
  message(1, 'applicant', 'Is my passport OK?'),
  message(2, 'agent', 'Yes, it is approved.'),
  message(3, 'applicant', 'Thank you!'),
];

const renderList = (reader: LawyerSenderRole, counterpartName: string, messages = thread) =>
  renderAt(
    <MessageList
      namespace={TEST_NAMESPACE}
      messages={messages}
      reader={reader}
      counterpartName={counterpartName}
    />,
  );

/** A message as a screen reader hears it (author, text), and the line under it. */
function shown(text: string) {
  const bubble = screen.getByText(text).parentElement;
  return { said: bubble?.textContent, under: bubble?.nextElementSibling?.textContent ?? '' };
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('MessageList', () => {
  it('is a log named after the other side, saying so while it is empty', () => {
    renderList('agent', 'Lucía Fernández', []);
    const log = screen.getByRole('log', { name: 'Chat with Lucía Fernández' });
    expect(log.textContent).toBe('Nothing from Lucía Fernández so far.');
  });

  it('tells the applicant’s messages from the lawyer’s, with “Read” after their last one read', () => {
    renderList('applicant', 'Laura Martín');
    expect(shown('Thank you!')).toEqual({
      said: 'Me: Thank you!',
      under: expect.stringMatching(/ · Read$/),
    });
    expect(shown('Is my passport OK?').under).not.toContain('Read');
    expect(shown('Yes, it is approved.').said).toBe('Laura Martín: Yes, it is approved.');
    expect(shown('Yes, it is approved.').under).toMatch(/^Laura Martín · [^·]+$/);
    const time = screen.getByText('Yes, it is approved.').parentElement?.nextElementSibling;
    expect(time?.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-02T10:00:00.000Z');
  });

  it('shows the same conversation the other way round to the agent, in Spanish too', async () => {
    await i18next.changeLanguage('es');
    renderList('agent', 'Lucía Fernández');
    expect(screen.getByRole('log', { name: 'Chat con Lucía Fernández' })).toBeInTheDocument();
    expect(shown('Yes, it is approved.')).toEqual({
      said: 'Yo: Yes, it is approved.',
      under: expect.stringMatching(/ · Leído$/),
    });
    expect(shown('Thank you!')).toEqual({
      said: 'Lucía Fernández: Thank you!',
      under: expect.stringMatching(/^Lucía Fernández · [^·]+$/),
    });
  });
});
