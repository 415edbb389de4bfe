import type { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@nomada/service-kit';

/** Addresses of identity, documents and messaging join here with the agent endpoints. */
export const reviewConfigSchema = baseConfigSchema;

export type ReviewConfig = z.output<typeof reviewConfigSchema>;

export function loadReviewConfig(env: NodeJS.ProcessEnv = process.env): ReviewConfig {
  return loadConfig(reviewConfigSchema, env);
}
