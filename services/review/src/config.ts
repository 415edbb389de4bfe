import { z } from 'zod';
import {
  baseConfigSchema,
  loadConfig,
  requireHttpsInProduction,
  serviceAddressSchema,
  serviceUrl,
} from '@nomada/service-kit';

const milliseconds = (value: number) => z.coerce.number().int().min(10).default(value);

export const reviewConfigSchema = baseConfigSchema
  .extend({
    /** Where the other services listen; derived from PORT like every internal address. */
    IDENTITY_URL: serviceAddressSchema.optional(),
    DOCUMENTS_URL: serviceAddressSchema.optional(),
    MESSAGING_URL: serviceAddressSchema.optional(),
    /** How often the decision-email relay looks for emails messaging has not taken yet. */
    EMAIL_RELAY_INTERVAL_MS: milliseconds(5_000),
    /** First retry delay of an email messaging did not take; doubled per attempt up to the maximum. */
    EMAIL_RETRY_BASE_MS: milliseconds(5_000),
    EMAIL_RETRY_MAX_MS: milliseconds(5 * 60_000),
    /** How long a relay holding an email keeps it from the others (one that died, until then). */
    EMAIL_CLAIM_LEASE_MS: milliseconds(60_000),
    /**
     * How often the decision relay looks for owners' decision events nobody recorded (decision
     * 064); each decision also relays at once, so this only matters after a crash or an outage.
     */
    DECISION_RELAY_INTERVAL_MS: milliseconds(5_000),
    /** Calendar feed fetches per client address and hour (calendar apps poll every 15 to 60 minutes). */
    CALENDAR_FEED_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(120),
    /** How often the reminder task looks for deadlines to remind of (decision 081). */
    DEADLINE_REMINDER_INTERVAL_MS: milliseconds(60 * 60_000),
    /** The first pass after a start: soon, so restarts never hold reminders back for long. */
    DEADLINE_REMINDER_FIRST_RUN_MS: milliseconds(30_000),
  })
  .superRefine(requireHttpsInProduction)
  .transform((config) => ({
    ...config,
    IDENTITY_URL: config.IDENTITY_URL ?? serviceUrl('identity', config.PORT),
    DOCUMENTS_URL: config.DOCUMENTS_URL ?? serviceUrl('documents', config.PORT),
    MESSAGING_URL: config.MESSAGING_URL ?? serviceUrl('messaging', config.PORT),
  }));

export type ReviewConfig = z.output<typeof reviewConfigSchema>;

export function loadReviewConfig(env: NodeJS.ProcessEnv = process.env): ReviewConfig {
  return loadConfig(reviewConfigSchema, env);
}
