import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../storage/file-storage';
import { buildIndexPdf, type IndexLine } from './index-pdf';
import { safeName, type PackPaper } from './pack-entries';
import { imageAsPdf } from './pdf-pages';

const INDEX_HEADERS = {
  entry: 'No.',
  person: 'Person',
  item: 'Paper',
  file: 'File in this pack',
  decision: 'Decision',
  legalisation: 'Apostille',
  translation: 'Sworn translation',
};

const WORD_TYPES = new Set([
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

function requirementText(requirement: string, status: string): string {
  return requirement === 'none' ? 'not needed' : status === 'done' ? 'done' : 'REQUIRED';
}

async function bytesOf(storage: FileStorage, key: string): Promise<Uint8Array> {
  const stored = await storage.open(key);
  if (!stored) throw new Error(`a stored file is missing: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The filing pack as a ZIP stream: an index PDF, then each approved file in the authority's order,
 * numbered. PDFs go in as they are, images become one A4 PDF page each, Word files go in as they are
 * (the index says so: converting them faithfully needs an office suite). Entries are read one at a
 * time when the archive reaches them, so memory holds at most one image, never the whole pack.
 */
export async function writeFilingPack(
  storage: FileStorage,
  papers: readonly PackPaper[],
  title: string,
): Promise<Readable> {
  const zip = new ZipFile();
  const lines: IndexLine[] = [];
  const entries: { name: string; open: () => Promise<Readable> }[] = [];
  for (const paper of papers) {
    paper.files.forEach((file, index) => {
      const part = paper.files.length > 1 ? `-${index + 1}` : '';
      const base = `${String(paper.number).padStart(2, '0')}-${safeName(paper.person)}-${safeName(paper.item.name_en)}${part}`;
      const word = WORD_TYPES.has(file.mime_type);
      const extension = word
        ? (file.original_filename.split('.').pop() ?? 'doc').toLowerCase()
        : 'pdf';
      const name = `${base}.${extension}`;
      lines.push({
        entry: `${paper.number}${part}`,
        person: paper.person,
        item: paper.item.name_en,
        file: word ? `${name} (Word, as uploaded)` : name,
        decision: 'approved',
        legalisation: requirementText(
          paper.requirements.legalisation,
          paper.requirements.legalisation_status,
        ),
        translation: requirementText(
          paper.requirements.translation,
          paper.requirements.translation_status,
        ),
      });
      entries.push({
        name,
        open: async () => {
          if (file.mime_type.startsWith('image/'))
            return Readable.from([
              Buffer.from(
                await imageAsPdf(await bytesOf(storage, file.storage_path), file.mime_type),
              ),
            ]);
          const stored = await storage.open(file.storage_path);
          if (!stored) throw new Error(`a stored file is missing: ${file.storage_path}`);
          return stored.body;
        },
      });
    });
  }
  zip.addBuffer(Buffer.from(await buildIndexPdf(title, INDEX_HEADERS, lines)), '00-index.pdf', {
    compress: false,
  });
  for (const entry of entries)
    zip.addReadStreamLazy(entry.name, { compress: false }, (done) => {
      entry.open().then(
        (stream) => done(null, stream),
        (error: Error) => done(error, undefined as unknown as Readable),
      );
    });
  zip.end();
  return zip.outputStream as Readable;
}
