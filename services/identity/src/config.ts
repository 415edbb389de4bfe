import { z } from 'zod';
import {
  baseConfigSchema,
  loadConfig,
  requireHttpsInProduction,
  serviceAddressSchema,
  serviceUrl,
} from '@nomada/service-kit';

const hours = (value: number) => z.coerce.number().positive().default(value);

export const identityConfigSchema = baseConfigSchema
  .extend({
    /** Where the other services listen; derived from PORT like every internal address. */
    MESSAGING_URL: serviceAddressSchema.optional(),
    DOCUMENTS_URL: serviceAddressSchema.optional(),
    REVIEW_URL: serviceAddressSchema.optional(),
    /** How often the erasure relay retries the services that did not confirm an account's erasure. */
    ERASURE_RELAY_INTERVAL_MS: z.coerce.number().int().min(10).default(30_000),
    /** Session lifetimes per role (decision 006): an absolute end and an idle timeout. */
    SESSION_AGENT_ABSOLUTE_HOURS: hours(12),
    SESSION_AGENT_IDLE_MINUTES: hours(30),
    SESSION_APPLICANT_ABSOLUTE_HOURS: hours(7 * 24),
    SESSION_APPLICANT_IDLE_MINUTES: hours(24 * 60),
  })
  .superRefine(requireHttpsInProduction)
  .transform((config) => ({
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    MESSAGING_URL: config.MESSAGING_URL ?? serviceUrl('messaging', config.PORT),
    DOCUMENTS_URL: config.DOCUMENTS_URL ?? serviceUrl('documents', config.PORT),
    REVIEW_URL: config.REVIEW_URL ?? serviceUrl('review', config.PORT),
    sessionPolicy: {
      agent: {
        absoluteSeconds: Math.round(config.SESSION_AGENT_ABSOLUTE_HOURS * 3600),
        idleSeconds: Math.round(config.SESSION_AGENT_IDLE_MINUTES * 60),
      },
      applicant: {
        absoluteSeconds: Math.round(config.SESSION_APPLICANT_ABSOLUTE_HOURS * 3600),
        idleSeconds: Math.round(config.SESSION_APPLICANT_IDLE_MINUTES * 60),
      },
    },
  }));

export type IdentityConfig = z.output<typeof identityConfigSchema>;
export type SessionPolicy = IdentityConfig['sessionPolicy'];

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
