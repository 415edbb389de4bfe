import { z } from 'zod';
import { serviceAddressSchema, serviceUrl } from '@nomada/service-kit';
import { defaultKnowledgeDir } from './knowledge/load-knowledge';

const ms = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** Settings of the visa assistant and the lawyer messages, part of messaging's config. */
export const chatConfigShape = {
  /** Where other services are reached; identity says who is premium and who is assigned to whom. */
  IDENTITY_URL: serviceAddressSchema.optional(),
  /** The visa assistant's facts (knowledge/README.md); checked when the worker starts. */
  KNOWLEDGE_DIR: z.string().min(1).default(defaultKnowledgeDir()),
  /**
   * How long a visa-chat call waits for the worker's answer before a 503 `chat_timeout`. Below the
   * gateway's 25 s upstream limit, so the applicant gets our clear message, not a proxy's.
   */
  CHAT_TIMEOUT_MS: ms(1_000, 24_000, 20_000),
  /** A chat job whose worker stops renewing its lock this long is handed to another worker. */
  CHAT_LOCK_MS: ms(1_000, 60_000, 8_000),
  CHAT_STALLED_INTERVAL_MS: ms(500, 60_000, 4_000),
  CHAT_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** Questions per applicant per window; a model behind LLM_BASE_URL costs money. */
  CHAT_LIMIT_PER_USER: z.coerce.number().int().min(1).default(30),
  CHAT_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Questions and answers are kept this long (for support), then deleted. */
  CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /** An OpenAI-compatible chat completions endpoint that phrases answers; empty: the engine's own words. */
  LLM_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  /** Past this the engine's answer is used; must leave the worker time within CHAT_TIMEOUT_MS. */
  LLM_TIMEOUT_MS: ms(200, 15_000, 6_000),
  /** Lawyer messages per sender per window. */
  LAWYER_MESSAGE_LIMIT: z.coerce.number().int().min(1).default(60),
  LAWYER_MESSAGE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** A message unread this long is emailed to its recipient (once). */
  LAWYER_UNREAD_EMAIL_AFTER_MS: ms(1_000, 7 * 24 * 3600_000, 15 * 60_000),
  LAWYER_UNREAD_SWEEP_MS: ms(200, 3600_000, 60_000),
  /** Comment line on quiet event streams, so proxies keep them open (the HTTP contract: every 25 s). */
  STREAM_HEARTBEAT_MS: ms(100, 60_000, 25_000),
  /** How often an open stream checks that its session and access still hold. */
  STREAM_RECHECK_MS: ms(100, 300_000, 25_000),
  /**
   * Streams one person may hold open on one instance (tabs; an agent's panels of several applicants):
   * each holds a connection here and one at the gateway for as long as it is open.
   */
  STREAMS_PER_USER_MAX: z.coerce.number().int().min(1).max(1_000).default(10),
};

type ChatConfigInput = {
  LLM_BASE_URL?: string;
  LLM_MODEL?: string;
  LLM_TIMEOUT_MS: number;
  CHAT_TIMEOUT_MS: number;
};

export function refineChatConfig(config: ChatConfigInput, ctx: z.RefinementCtx): void {
  if (config.LLM_BASE_URL && !config.LLM_MODEL)
    ctx.addIssue({
      code: 'custom',
      path: ['LLM_MODEL'],
      message: 'LLM_MODEL is required with LLM_BASE_URL (the model the endpoint should use)',
    });
  if (config.LLM_TIMEOUT_MS >= config.CHAT_TIMEOUT_MS)
    ctx.addIssue({
      code: 'custom',
      path: ['LLM_TIMEOUT_MS'],
      message:
        'LLM_TIMEOUT_MS must be shorter than CHAT_TIMEOUT_MS (the engine answers when the model is slow)',
    });
}

/** Identity's address: IDENTITY_URL, else its port beside ours. */
export const identityUrlOf = (config: { IDENTITY_URL?: string; PORT: number }) =>
  (config.IDENTITY_URL ?? serviceUrl('identity', config.PORT)).replace(/\/$/, '');
