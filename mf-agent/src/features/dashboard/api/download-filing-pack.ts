import { apiErrorFrom, filenameFromDisposition, saveFile } from '@nomada/state';

/**
 * POST /functions/agent-filing-pack: the case's ZIP, saved under the server's name. A refusal is an
 * ApiError with its code (`case_not_ready`, `forbidden`), as any call's.
 */
export async function downloadFilingPack(userId: string): Promise<string> {
  const response = await fetch('/functions/agent-filing-pack', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  if (!response.ok)
    throw apiErrorFrom(
      response.status,
      response.statusText,
      await response.json().catch(() => null),
    );
  const filename =
    filenameFromDisposition(response.headers.get('content-disposition')) ?? 'filing-pack.zip';
  saveFile(await response.blob(), filename);
  return filename;
}
