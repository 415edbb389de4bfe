import { randomBytes } from 'node:crypto';

export type FieldPart = { name: string; value: string };
export type FilePart = {
  name?: string;
  filename: string;
  content: Buffer;
  contentType?: string;
  /** A Content-Disposition header written by hand, for malformed or hostile ones. */
  disposition?: string;
};
export type Part = FieldPart | FilePart;

const isFile = (part: Part): part is FilePart => 'content' in part;

/**
 * A multipart/form-data body written byte by byte, the way browsers write one (file names as raw
 * UTF-8, as Chrome and Firefox send them), so tests can also write ones no browser would.
 */
export function multipartBody(
  parts: Part[],
  boundary = `----nomada${randomBytes(8).toString('hex')}`,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (isFile(part)) {
      const disposition =
        part.disposition ??
        `form-data; name="${part.name ?? 'file'}"; filename="${part.filename.replace(/"/g, '%22')}"`;
      chunks.push(
        Buffer.from(
          `Content-Disposition: ${disposition}\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`),
        Buffer.from(part.value),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
