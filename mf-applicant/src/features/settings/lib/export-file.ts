/** `nomada-export-YYYY-MM-DD.json`, as the server's Content-Disposition names it. */
export function exportFileName(data: Record<string, unknown>): string {
  const at = typeof data.exported_at === 'string' ? data.exported_at : new Date().toISOString();
  return `nomada-export-${at.slice(0, 10)}.json`;
}

/** The export as the server wrote it, indented for a person to read. */
export function exportBlob(data: unknown): Blob {
  return new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
}
