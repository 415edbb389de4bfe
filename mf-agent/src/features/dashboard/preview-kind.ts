/**
 * How the review dialog shows a file, by the type the documents service judged from its bytes.
 * Only these three are shown inline; the PDF is re-typed from this list, never from the answer.
 */
const INLINE_TYPES = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
} as const;

export type PreviewKind = (typeof INLINE_TYPES)[keyof typeof INLINE_TYPES] | 'download';

export function previewKind(mimeType: string): PreviewKind {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  return INLINE_TYPES[type as keyof typeof INLINE_TYPES] ?? 'download';
}
