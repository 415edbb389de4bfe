import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('saveFile', () => {
  it('clicks a hidden link to the blob under the name, then releases the URL a minute later', async () => {
    vi.useFakeTimers();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const blob = new Blob(['a,b\n'], { type: 'text/csv' });

    saveFile(blob, 'cases.csv');

    expect(created).toHaveBeenCalledWith(blob);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('cases.csv');
    expect(link.getAttribute('href')).toBe('blob:saved');
    expect(link.isConnected).toBe(false);
    vi.advanceTimersByTime(59_999);
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoked).toHaveBeenCalledWith('blob:saved');
  });
});
