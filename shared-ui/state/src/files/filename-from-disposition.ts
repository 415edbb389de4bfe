/** The file name a `Content-Disposition` header gives (RFC 6266: `filename*` wins), if any. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return cleanName(decodeURIComponent(extended[2].trim()));
    } catch {
      // A broken escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  const value = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim();
  return value ? cleanName(value) : undefined;
}

/** No folders: a name is saved as a name, never as a path. */
function cleanName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base && base !== '.' && base !== '..' ? base : undefined;
}
