import { z } from 'zod';
import { emailField } from '@nomada/contracts';
import { badRequest } from '@nomada/service-kit';
import { EMAIL_TEMPLATES, isEmailTemplateName, type EmailTemplateName } from './templates';

export const PARAM_MAX_LENGTH = 2000;

/** `POST /internal/emails` body: what identity (reset, registration) and review (decisions) send. */
export const sendEmailRequestSchema = z.object({
  template: z.string().min(1).max(100),
  to: emailField,
  language: z.enum(['en', 'es']),
  params: z.record(z.string(), z.string().max(PARAM_MAX_LENGTH)).default({}),
});

export type SendEmailRequest = {
  template: EmailTemplateName;
  to: string;
  language: 'en' | 'es';
  params: Record<string, string>;
};

/** Checks the body and the template's parameters; every problem is a 400 naming the field. */
export function parseSendEmailRequest(body: unknown): SendEmailRequest {
  const parsed = sendEmailRequestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw badRequest(`Invalid field ${field}`, { [field]: issue?.message ?? 'Invalid value' });
  }
  const { template, params } = parsed.data;
  if (!isEmailTemplateName(template)) {
    throw badRequest(`Unknown email template ${template}`, { template: 'Unknown template' });
  }
  const spec = EMAIL_TEMPLATES[template];
  const known = new Set([...spec.required, ...spec.optional]);
  for (const name of spec.required) {
    if (!params[name]?.trim())
      throw badRequest(`Missing parameter ${name}`, { [`params.${name}`]: 'Required' });
  }
  for (const name of Object.keys(params)) {
    // Refusing extras keeps personal data that no template shows out of the outbox.
    if (!known.has(name))
      throw badRequest(`Unknown parameter ${name}`, {
        [`params.${name}`]: 'Not used by this template',
      });
  }
  for (const name of spec.urls) {
    const value = params[name];
    if (value !== undefined && !isHttpUrl(value)) {
      throw badRequest(`Parameter ${name} must be an http(s) URL`, {
        [`params.${name}`]: 'Invalid URL',
      });
    }
  }
  return { ...parsed.data, template };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
