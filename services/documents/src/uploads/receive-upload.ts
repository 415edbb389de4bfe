import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { errorText, type ErrorCode } from '@nomada/contracts';
import { AppError, badRequest } from '@nomada/service-kit';
import {
  discardSpooled,
  spoolUpload,
  UploadKindRefusedError,
  UploadTooLargeError,
  type SpooledFile,
} from './spool-upload';

/** The fields of auth-upload-document besides `file` (short ids and names). */
const FIELD_BYTES = 1024;
/** Multipart plumbing errors (from @fastify/multipart) as codes of the catalogue. */
const MULTIPART_ERRORS: Record<string, ErrorCode> = {
  FST_FILES_LIMIT: 'too_many_parts',
  FST_PARTS_LIMIT: 'too_many_parts',
  FST_FIELDS_LIMIT: 'too_many_parts',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'not_multipart',
};

export type ReceivedUpload = {
  fields: Record<string, string>;
  file: (SpooledFile & { filename: string }) | null;
};

export type ReceiveOptions = {
  spoolDir: string;
  /** Largest file any item could take: the parser's own hard stop. */
  maxFileSize: number;
  /**
   * Called when the file part begins, with the fields sent before it: the limit for this file (the
   * item's own when the fields already name it). May refuse the upload before any byte is stored.
   */
  limitFor(fields: Record<string, string>): Promise<number>;
};

export const megabytes = (bytes: number) => Number((bytes / (1024 * 1024)).toFixed(1));

export function fileTooLarge(limit: number): AppError {
  return badRequest('file_too_large', { params: { maxMb: megabytes(limit) } });
}

function isFileSystemError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'syscall' in error;
}

/** What went wrong while reading the body, as the client's mistake (400) unless our disk failed. */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof UploadTooLargeError) return fileTooLarge(error.limit);
  if (error instanceof UploadKindRefusedError) return badRequest('file_type_invalid');
  if (isFileSystemError(error)) return error;
  const code = (error as { code?: unknown }).code;
  const known = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  // Anything else is a body that is not well-formed multipart (no boundary, a part cut short).
  return badRequest(known ?? 'invalid_request');
}

const badField = (name: string) =>
  badRequest('invalid_request', { fields: { [name]: errorText('invalid_request') } });

function fieldValue(part: MultipartValue): string {
  if (part.valueTruncated || part.fieldnameTruncated || typeof part.value !== 'string')
    throw badField(part.fieldname);
  return part.value;
}

/**
 * Reads auth-upload-document's multipart body: its fields (each once, each short) and one part
 * named `file`, streamed to a spool file under the limit. Whatever fails, nothing stays on disk.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: ReceiveOptions,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest('not_multipart');
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxFileSize + 1,
        files: 1,
        fields: 8,
        parts: 9,
        fieldSize: FIELD_BYTES,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (Object.prototype.hasOwnProperty.call(fields, part.fieldname))
          throw badField(part.fieldname);
        fields[part.fieldname] = fieldValue(part);
        continue;
      }
      const filePart = part as MultipartFile;
      if (filePart.fieldname !== 'file') {
        // A file under another name is not the upload; it is read past and dropped.
        filePart.file.resume();
        continue;
      }
      const limit = Math.min(await options.limitFor({ ...fields }), options.maxFileSize);
      const spooled = await spoolUpload(filePart.file, { dir: options.spoolDir, limit });
      file = { ...spooled, filename: filePart.filename ?? '' };
    }
    return { fields, file };
  } catch (error) {
    if (file) await discardSpooled(file);
    throw asUploadError(error);
  }
}
