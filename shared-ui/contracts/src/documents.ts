export const DOCUMENT_STATUSES = [
  'pending',
  'uploaded',
  'reviewing',
  'approved',
  'rejected',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;
export const ALLOWED_FILE_TYPES = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
/** Issue 18: files one checklist item may hold (passport pages, monthly statements). */
export const MAX_FILES_PER_DOCUMENT = 10;
