import {
  ALLOWED_FILE_TYPES,
  DEFAULT_MAX_FILE_SIZE,
  type RequiredDocument,
} from '@nomada/contracts';

const MB = 1024 * 1024;

export type FileProblem =
  | { code: 'file_required' }
  | { code: 'file_too_large'; maxMb: number }
  | { code: 'file_type_invalid' };

/** The extensions a document takes: its own list within the allowlist (jpg and jpeg alike). */
export function acceptedExtensions(document: RequiredDocument): string[] {
  const own = document.file_types.length > 0 ? document.file_types : [...ALLOWED_FILE_TYPES];
  const allowed = own.filter((type) => (ALLOWED_FILE_TYPES as readonly string[]).includes(type));
  const withAliases = allowed.flatMap((type) =>
    type === 'jpg' || type === 'jpeg' ? ['jpg', 'jpeg'] : [type],
  );
  return [...new Set(withAliases)];
}

/** The `accept` attribute of the file picker. */
export function acceptAttribute(document: RequiredDocument): string {
  return acceptedExtensions(document)
    .map((extension) => `.${extension}`)
    .join(',');
}

export function maxFileSize(document: RequiredDocument): number {
  return document.max_file_size > 0 ? document.max_file_size : DEFAULT_MAX_FILE_SIZE;
}

/** Whole megabytes, as the limit is written in messages ('less than 10MB'). */
export function maxMegabytes(document: RequiredDocument): number {
  return Math.max(1, Math.floor(maxFileSize(document) / MB));
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * docs/product/validation.md, checked before anything is sent (the server judges the bytes again): a file,
 * no larger than the document's own limit, of a type the document takes.
 */
export function checkFile(
  file: File | undefined,
  document: RequiredDocument,
): FileProblem | undefined {
  if (!file) return { code: 'file_required' };
  if (file.size > maxFileSize(document))
    return { code: 'file_too_large', maxMb: maxMegabytes(document) };
  if (!acceptedExtensions(document).includes(extensionOf(file.name)))
    return { code: 'file_type_invalid' };
  if (file.size === 0) return { code: 'file_required' };
  return undefined;
}
