import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_LINK_TTL_SECONDS,
  isSignedFor,
  readDownloadToken,
  signDownloadToken,
} from './signed-links';

const KEY = 'download-key';
const FILE = {
  fileId: '6f1c1b1e-8d2a-4f7e-9a51-2b8f0c6d4e11',
  storageKey: '0b7f6d4e-1c2a-4b3d-8e9f-a1b2c3d4e5f6/9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.pdf',
};
const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);

describe('signed download tokens', () => {
  it('open the file they were signed for until five minutes have passed', () => {
    const token = signDownloadToken(KEY, FILE, NOW);
    const read = readDownloadToken(token, NOW + (DOWNLOAD_LINK_TTL_SECONDS - 1) * 1000);
    expect(read?.fileId).toBe(FILE.fileId);
    expect(read && isSignedFor(KEY, read, FILE.storageKey)).toBe(true);
    expect(readDownloadToken(token, NOW + DOWNLOAD_LINK_TTL_SECONDS * 1000)).toBeNull();
  });

  it('do not open another file, nor survive a changed expiry, id or key', () => {
    const token = signDownloadToken(KEY, FILE, NOW);
    const read = readDownloadToken(token, NOW);
    if (!read) throw new Error('token should read');
    expect(isSignedFor(KEY, read, FILE.storageKey.replace('.pdf', '.png'))).toBe(false);
    expect(isSignedFor('other-key', read, FILE.storageKey)).toBe(false);
    const [id, expiry, signed] = token.split('.');
    const later = readDownloadToken(`${id}.${Number(expiry) + 3600}.${signed}`, NOW);
    expect(later && isSignedFor(KEY, later, FILE.storageKey)).toBe(false);
    const otherId = readDownloadToken(`${id?.replace(/^6/, '7')}.${expiry}.${signed}`, NOW);
    expect(otherId && isSignedFor(KEY, otherId, FILE.storageKey)).toBe(false);
  });

  it.each(['', 'x', '../../etc/passwd', `${FILE.fileId}.1.abc`, `${FILE.fileId}..`])(
    'refuse the malformed token %j',
    (token) => {
      expect(readDownloadToken(token, NOW)).toBeNull();
    },
  );
});
