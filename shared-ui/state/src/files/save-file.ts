/** Hands a file to the browser's download manager under its name; the page stays where it is. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; release it once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
