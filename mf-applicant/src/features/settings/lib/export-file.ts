/** `nomada-export-YYYY-MM-DD.json`, as the server's Content-Disposition names it. */
export function exportFileName(data: Record<string, unknown>): string {
  const at = typeof data.exported_at === 'string' ? data.exported_at : new Date().toISOString();
  return `nomada-export-${at.slice(0, 10)}.json`;
}

/** Saves the export as a file through a temporary link (the page stays where it is). */
export function saveJsonFile(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
