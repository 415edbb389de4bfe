import type { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@nomada/service-kit';

/** Upload storage settings (STORAGE_DIR, limits) join here with the upload endpoints. */
export const documentsConfigSchema = baseConfigSchema;

export type DocumentsConfig = z.output<typeof documentsConfigSchema>;

export function loadDocumentsConfig(env: NodeJS.ProcessEnv = process.env): DocumentsConfig {
  return loadConfig(documentsConfigSchema, env);
}
