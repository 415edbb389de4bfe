import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { fileKind, type FileKind } from './file-kinds';
import { isWordBinaryDocument } from './inspect-word-binary';
import { isPlainWordZip } from './inspect-word-zip';
import { readTail } from './read-range';

const ZIP_END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** The end-of-central-directory record sits within this many bytes of a ZIP's end. */
const ZIP_END_SEARCH_BYTES = 22 + 0xffff;
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const PDF_END = Buffer.from('%%EOF', 'latin1');
const PDF_TAIL_BYTES = 1024;

/**
 * A file that is also a ZIP (or JAR, APK, docx…) carries an end-of-central-directory record near
 * its end, which is where every unzip tool looks: a PDF or image with one is a polyglot.
 */
async function endsLikeZip(handle: FileHandle, size: number): Promise<boolean> {
  const tail = await readTail(handle, size, ZIP_END_SEARCH_BYTES);
  return tail.includes(ZIP_END_SIGNATURE);
}

/** A PDF ends with `%%EOF` and at most line ends or padding after it; anything else is smuggled in. */
async function endsLikePdf(handle: FileHandle, size: number): Promise<boolean> {
  const tail = await readTail(handle, size, PDF_TAIL_BYTES);
  const at = tail.lastIndexOf(PDF_END);
  if (at < 0) return false;
  return tail
    .subarray(at + PDF_END.length)
    .every((byte) => [0x0a, 0x0d, 0x20, 0x09, 0x00].includes(byte));
}

/** A PNG's last chunk is IEND; bytes after it are not part of the image. */
async function endsLikePng(handle: FileHandle, size: number): Promise<boolean> {
  return (await readTail(handle, size, PNG_END.length)).equals(PNG_END);
}

/**
 * What an uploaded file is, judged from its bytes alone (never its name or declared type), or null
 * when it is not one of the accepted kinds or is more than that kind: a PDF, JPEG, PNG, Word 97-2003
 * document or docx, and nothing smuggled beside it (no ZIP hidden in a PDF or image, no data after
 * a PDF's or PNG's end, no macros, no zip bomb).
 */
export async function judgeFileKind(path: string, size: number): Promise<FileKind | null> {
  if (size === 0) return null;
  const detected = await fileTypeFromFile(path);
  if (!detected) return null;
  const handle = await open(path, 'r');
  try {
    switch (detected.ext) {
      case 'pdf':
        return (await endsLikePdf(handle, size)) && !(await endsLikeZip(handle, size))
          ? fileKind('pdf')
          : null;
      case 'png':
        return (await endsLikePng(handle, size)) && !(await endsLikeZip(handle, size))
          ? fileKind('png')
          : null;
      case 'jpg':
        return (await endsLikeZip(handle, size)) ? null : fileKind('jpg');
      case 'cfb':
        return (await isWordBinaryDocument(handle, size)) && !(await endsLikeZip(handle, size))
          ? fileKind('doc')
          : null;
      case 'docx':
        return (await isPlainWordZip(handle, path, size)) ? fileKind('docx') : null;
      default:
        return null;
    }
  } finally {
    await handle.close();
  }
}
