import { z } from 'zod';
import { baseConfigSchema, loadConfig, requireHttpsInProduction } from '@nomada/service-kit';
import { chatConfigShape, refineChatConfig } from './chat/chat-config';
import { defaultMailboxDir } from './mail/default-mailbox-dir';

export const messagingConfigSchema = baseConfigSchema
  .extend({
    /** Empty outside production: mail goes to the development mailbox instead of being sent. */
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().min(3).default('Nomada <no-reply@nomada.localhost>'),
    MAILBOX_DIR: z.string().min(1).default(defaultMailboxDir()),
    /** Receives a copy of every contact form submission (reply-to is the visitor). */
    CONTACT_TEAM_EMAIL: z.email().default('team@nomada.localhost'),
    /** Contact forms: submissions per client address, and per sender email, in one window. */
    CONTACT_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
    CONTACT_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
    CONTACT_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
    /** First retry delay; BullMQ doubles it on each further attempt. */
    EMAIL_BACKOFF_MS: z.coerce.number().int().min(10).default(5_000),
    /**
     * A delivery claimed longer ago than this and never settled is treated as "outcome unknown" (the
     * worker died mid-send). Must exceed the SMTP timeouts (smtp-mailer.ts: at most about a minute).
     */
    EMAIL_SEND_LEASE_MS: z.coerce.number().int().min(100).default(120_000),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
    RELAY_INTERVAL_MS: z.coerce.number().int().min(50).default(5_000),
    /** A queued row this old without a delivery is handed to the queue again. */
    RELAY_MIN_AGE_MS: z.coerce.number().int().min(0).default(10_000),
    /**
     * Serve the kept mail at /dev/mailbox (loopback clients only). Off unless set; the launcher sets
     * it for local runs without SMTP_URL. Never in production.
     */
    DEV_MAILBOX: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    ...chatConfigShape,
  })
  .superRefine(requireHttpsInProduction)
  .superRefine(refineChatConfig)
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.DEV_MAILBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_MAILBOX'],
        message: 'DEV_MAILBOX cannot be enabled in production',
      });
    }
    if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'SMTP_URL is required in production (without it mail would only be kept in the development mailbox)',
      });
    }
  })
  .transform((config) => ({
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    /** Mail is kept in the mailbox folder exactly when no SMTP server is configured. */
    keepMail: !config.SMTP_URL,
  }));

export type MessagingConfig = z.output<typeof messagingConfigSchema>;

export function loadMessagingConfig(env: NodeJS.ProcessEnv = process.env): MessagingConfig {
  return loadConfig(messagingConfigSchema, env);
}
