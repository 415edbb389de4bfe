import type { FastifyRequest } from 'fastify';
import {
  contactSubmissionSchema,
  LANGUAGE_COOKIE,
  type ContactSubmission,
} from '@nomada/contracts';
import { badRequest, parseBody } from '@nomada/service-kit';

/**
 * The hidden `website` field: people never see it, form-filling bots do. Any value at all counts, so
 * a bot that sends a number is caught as well as one that sends a URL.
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const website: unknown = (body as Record<string, unknown>)['website'];
  if (website === undefined || website === null) return false;
  return typeof website === 'string' ? website.trim() !== '' : true;
}

/** Same rules and messages as the browser (contracts); a 400 carries the first failing message. */
export function parseContactSubmission(body: unknown): ContactSubmission {
  if (body === undefined) throw badRequest('empty_body');
  return parseBody(contactSubmissionSchema, body);
}

export function requestLanguage(request: FastifyRequest): 'en' | 'es' {
  return request.cookies?.[LANGUAGE_COOKIE] === 'es' ? 'es' : 'en';
}
