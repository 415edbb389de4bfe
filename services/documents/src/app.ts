import type { FastifyInstance } from 'fastify';
import { createServiceApp, type ServiceAppOverrides } from '@nomada/service-kit';
import type { DocumentsConfig } from './config';
import type { DocumentsDatabase } from './db/schema';

export type AppOverrides = ServiceAppOverrides<DocumentsDatabase>;

/** The documents service: checklist, uploads and downloads (routes arrive with their issues). */
export async function buildApp(
  config: DocumentsConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const { app } = await createServiceApp<DocumentsDatabase>('documents', config, overrides);
  return app;
}
