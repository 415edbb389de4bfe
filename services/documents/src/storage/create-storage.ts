import type { FastifyBaseLogger } from 'fastify';
import type { DocumentsConfig } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/** STORAGE_URL=s3://… selects the shared bucket; otherwise files stay under STORAGE_DIR. */
export function createStorage(
  config: DocumentsConfig,
  log: FastifyBaseLogger,
): Promise<FileStorage> {
  if (config.s3) return createS3Storage(config.s3, log);
  return Promise.resolve(createLocalStorage(config.STORAGE_DIR));
}
