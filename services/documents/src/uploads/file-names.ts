import { FILE_KINDS, type AllowedExtension } from './file-kinds';

/** Longest original name kept, in characters; longer names keep their start and their extension. */
export const MAX_NAME_CHARACTERS = 150;
const FALLBACK_NAME = 'document';

/**
 * The client's file name as data: its last path segment only, Unicode NFC, without control or
 * formatting characters (a right-to-left override can make `fdp.exe` read as `exe.pdf`), blanks
 * collapsed, and at most MAX_NAME_CHARACTERS long.
 */
export function sanitiseFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  const characters = [...cleaned];
  if (characters.length <= MAX_NAME_CHARACTERS) return cleaned || FALLBACK_NAME;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? [...cleaned.slice(dot)] : [];
  const keep = extension.length <= 10 ? extension : [];
  return (
    characters
      .slice(0, MAX_NAME_CHARACTERS - keep.length)
      .join('')
      .trimEnd() + keep.join('')
  );
}

/** The name a download is saved under: the original one, with the extension of what the file really is. */
export function downloadName(originalName: string, ext: AllowedExtension): string {
  const name = sanitiseFileName(originalName);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if ((FILE_KINDS[ext].names as readonly string[]).includes(current)) return name;
  const knownKind = Object.values(FILE_KINDS).some((kind) =>
    (kind.names as readonly string[]).includes(current),
  );
  return `${knownKind ? stem : name}.${ext}`;
}

/** RFC 5987 `attr-char`s stay; every other byte of the UTF-8 name is percent-encoded. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition: attachment` with the name for every browser (RFC 6266): an ASCII
 * `filename` for old clients and the exact UTF-8 name in `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
