import { createHmac } from 'node:crypto';
import { safeEqual } from '@nomada/service-kit';

/** the HTTP contract: a download link is valid 5 minutes. */
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;

const TOKEN_PATTERN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export type DownloadToken = { fileId: string; expiresAt: number; signature: string };

/**
 * Which kind of file a link opens: one an item holds now, or an earlier one kept as its history
 * (decision 065, signed for agents only). A link signed while a file was current stops working once
 * it is replaced, even though the file is kept.
 */
export type FileScope = 'current' | 'earlier';

/**
 * The signature covers the file's id and its storage key, so a link opens that one file only: once
 * the file is replaced or removed, links to it stop working. (Files that existed before an item could
 * hold several kept their document's id, so links signed then still verify.)
 */
function signature(
  key: string,
  fileId: string,
  storageKey: string,
  expiresAt: number,
  scope: FileScope,
): string {
  const purpose = scope === 'earlier' ? 'download-earlier:v1' : 'download:v1';
  return createHmac('sha256', key)
    .update(`${purpose}:${fileId}:${storageKey}:${expiresAt}`)
    .digest('base64url');
}

/** `<file id>.<expiry, unix seconds>.<HMAC>`: what follows `/files/` in a signed URL. */
export function signDownloadToken(
  key: string,
  file: { fileId: string; storageKey: string },
  nowMs: number,
  scope: FileScope = 'current',
): string {
  const expiresAt = Math.floor(nowMs / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
  return `${file.fileId}.${expiresAt}.${signature(key, file.fileId, file.storageKey, expiresAt, scope)}`;
}

/** The token's parts when it is well formed and not expired; its signature is checked against the file. */
export function readDownloadToken(token: string, nowMs: number): DownloadToken | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, fileId = '', expiry = '', signed = ''] = match;
  const expiresAt = Number(expiry);
  if (expiresAt * 1000 <= nowMs) return null;
  return { fileId, expiresAt, signature: signed };
}

export function isSignedFor(
  key: string,
  token: DownloadToken,
  storageKey: string,
  scope: FileScope = 'current',
): boolean {
  return safeEqual(
    token.signature,
    signature(key, token.fileId, storageKey, token.expiresAt, scope),
  );
}
