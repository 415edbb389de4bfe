import { describe, expect, it } from 'vitest';
import type { LawyerMessage } from '@nomada/contracts';
import { mergeMessages } from './merge-messages';

const message = (id: number, at: string, read_at: string | null = null): LawyerMessage => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  sender_role: 'agent',
  text: `message ${id}`,
  created_at: at,
  read_at,
});

describe('mergeMessages', () => {
  it('adds each message once, in time order, whichever way it arrived first', () => {
    const first = message(1, '2026-03-01T10:00:00.000Z');
    const second = message(2, '2026-03-02T10:00:00.000Z');
    const third = message(3, '2026-03-03T10:00:00.000Z');
    expect(mergeMessages([first, third], [second, third])).toEqual([first, second, third]);
    expect(mergeMessages([], [third, first])).toEqual([first, third]);
  });

  it('keeps what the newer copy of a message says, and orders one instant by id', () => {
    const unread = message(2, '2026-03-01T10:00:00.000Z');
    const read = { ...unread, read_at: '2026-03-01T11:00:00.000Z' };
    const sameInstant = message(1, '2026-03-01T10:00:00.000Z');
    expect(mergeMessages([unread], [read, sameInstant])).toEqual([sameInstant, read]);
  });
});
