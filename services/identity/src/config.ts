import { z } from 'zod';
import { baseConfigSchema, loadConfig, serviceUrl } from '@nomada/service-kit';

export const identityConfigSchema = baseConfigSchema
  .extend({
    /** Where the messaging service listens; derived from PORT like every internal address. */
    MESSAGING_URL: z.url().optional(),
  })
  .transform((config) => ({
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    MESSAGING_URL: config.MESSAGING_URL ?? serviceUrl('messaging', config.PORT),
  }));

export type IdentityConfig = z.output<typeof identityConfigSchema>;

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
