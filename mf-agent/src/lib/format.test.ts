import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFileSize } from './format';

describe('formatFileSize', () => {
  it.each([
    [0, 'en', '0 bytes'],
    [512, 'en', '512 bytes'],
    [1536, 'en', '1.5 kB'],
    [2.25 * 1024 * 1024, 'en', '2.3 MB'],
    [2.25 * 1024 * 1024, 'es', '2,3 MB'],
  ] as const)('%d bytes in %s is %s', (bytes, language, text) => {
    expect(formatFileSize(bytes, language).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('formatDate', () => {
  it('keeps the calendar day whatever the time zone', () => {
    expect(formatDate('1990-01-01', 'en')).toBe('January 1, 1990');
    expect(formatDate('1990-01-01', 'es')).toBe('1 de enero de 1990');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('writes a timestamp in the reader’s language', () => {
    expect(formatDateTime('2026-11-20T09:30:00.000Z', 'en')).toMatch(/Nov 20, 2026/);
    expect(formatDateTime('2026-11-20T09:30:00.000Z', 'es')).toMatch(/20 nov 2026/);
  });
});
