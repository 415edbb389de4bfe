/** What the service stores, by the type its bytes were judged to be (jpeg is spelled jpg). */
export const FILE_KINDS = {
  pdf: { mime: 'application/pdf', names: ['pdf'] },
  doc: { mime: 'application/msword', names: ['doc'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    names: ['docx'],
  },
  jpg: { mime: 'image/jpeg', names: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', names: ['png'] },
} as const;

export type AllowedExtension = keyof typeof FILE_KINDS;
export type FileKind = { ext: AllowedExtension; mime: string };

export function fileKind(ext: AllowedExtension): FileKind {
  return { ext, mime: FILE_KINDS[ext].mime };
}

/** A checklist item lists the names it takes (`jpg`, `jpeg`, …); either spelling admits a JPEG. */
export function isAllowedBy(ext: AllowedExtension, fileTypes: readonly string[]): boolean {
  return FILE_KINDS[ext].names.some((name) => fileTypes.includes(name));
}

export function isAllowedExtension(value: string): value is AllowedExtension {
  return Object.prototype.hasOwnProperty.call(FILE_KINDS, value);
}
