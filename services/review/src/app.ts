import type { FastifyInstance } from 'fastify';
import { createServiceApp, type ServiceAppOverrides } from '@nomada/service-kit';
import type { ReviewConfig } from './config';
import type { ReviewDatabase } from './db/schema';

export type AppOverrides = ServiceAppOverrides<ReviewDatabase>;

/** The review service: agent assignments and decisions (routes arrive with their issues). */
export async function buildApp(
  config: ReviewConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const { app } = await createServiceApp<ReviewDatabase>('review', config, overrides);
  return app;
}
