import { describe, expect, it } from 'vitest';
import { messageTime } from './message-times';

const labels = { today: 'Hoy', yesterday: 'Ayer' };
const now = new Date(2026, 2, 5, 12, 0);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('messageTime', () => {
  it('says today and yesterday by name, with the time in the reader’s language', () => {
    expect(messageTime(at(2026, 2, 5, 0, 0), 'es', labels, now)).toBe('Hoy 00:00');
    expect(messageTime(at(2026, 2, 4, 9, 30), 'es', labels, now)).toBe('Ayer 09:30');
    expect(messageTime(at(2026, 2, 4, 9, 30), 'en', labels, now)).toMatch(/^Ayer 09:30\sAM$/);
  });

  it('gives the date of older messages, and the year only when it is not this one', () => {
    expect(messageTime(at(2026, 2, 3, 23, 59), 'es', labels, now)).toMatch(/^3 mar\.? 23:59$/);
    expect(messageTime(at(2025, 11, 31, 8, 5), 'es', labels, now)).toMatch(
      /^31 dic\.? 2025 08:05$/,
    );
  });
});
