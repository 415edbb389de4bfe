import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real (if blank) PDF of about `size` bytes: a one-page document whose padding is a PDF comment,
 * so the server's check of the bytes sees a PDF. Written to a temporary folder for the file picker.
 */
export function makePdf(name: string, size = 4096): { path: string; bytes: Buffer } {
  const head = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n';
  const body =
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n';
  const tail = 'trailer<</Root 1 0 R>>\n%%EOF\n';
  const padding = Math.max(0, size - head.length - body.length - tail.length - 2);
  const bytes = Buffer.from(`${head}%${'x'.repeat(padding)}\n${body}${tail}`, 'latin1');
  const folder = mkdtempSync(path.join(tmpdir(), 'nomada-e2e-'));
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return { path: file, bytes };
}

/** A file the server must refuse, whatever its name says. */
export function makeFile(name: string, content: string | Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'nomada-e2e-'));
  const file = path.join(folder, name);
  writeFileSync(file, content);
  return file;
}
