import { internalEmailEnvelopeSchema } from '@nomada/contracts';
import { badRequest } from '@nomada/service-kit';
import { EMAIL_TEMPLATES, isEmailTemplateName, type EmailTemplateName } from './templates';

export type SendEmailRequest = {
  template: EmailTemplateName;
  to: string;
  language: 'en' | 'es';
  params: Record<string, string>;
};

/** The request as the route receives it: the email, and the caller's key for it when it gave one. */
export type ParsedSendEmailRequest = SendEmailRequest & { idempotencyKey?: string | undefined };

const invalid = (message: string, fields: Record<string, string>) =>
  badRequest('invalid_request', { message, fields });

/** Checks the body and the template's parameters; every problem is a 400 naming the field. */
export function parseSendEmailRequest(body: unknown): ParsedSendEmailRequest {
  const parsed = internalEmailEnvelopeSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw badRequest('invalid_request', {
      message: `Invalid field ${field}`,
      fields: { [field]: issue?.message ?? 'Invalid value' },
    });
  }
  const { template, params } = parsed.data;
  if (!isEmailTemplateName(template)) {
    throw badRequest('invalid_request', {
      message: `Unknown email template ${template}`,
      fields: { template: 'Unknown template' },
    });
  }
  const spec = EMAIL_TEMPLATES[template];
  const known = new Set([...spec.required, ...spec.optional]);
  for (const name of spec.required) {
    if (!params[name]?.trim())
      throw invalid(`Missing parameter ${name}`, { [`params.${name}`]: 'Required' });
  }
  for (const name of Object.keys(params)) {
    // Refusing extras keeps personal data that no template shows out of the outbox.
    if (!known.has(name))
      throw invalid(`Unknown parameter ${name}`, {
        [`params.${name}`]: 'Not used by this template',
      });
  }
  for (const name of spec.urls) {
    const value = params[name];
    if (value !== undefined && !isHttpUrl(value)) {
      throw invalid(`Parameter ${name} must be an http(s) URL`, {
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
