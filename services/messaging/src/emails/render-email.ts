import type { EmailLanguage, RenderContext } from './define-template';
import { layoutEmail, type RenderedEmail } from './layout';
import { EMAIL_TEMPLATES, isEmailTemplateName } from './templates';

export type RenderedEmailWithReplyTo = RenderedEmail & { replyTo?: string };

export function renderEmail(
  template: string,
  language: EmailLanguage,
  params: Record<string, string>,
  context: RenderContext,
): RenderedEmailWithReplyTo {
  if (!isEmailTemplateName(template)) throw new Error(`Unknown email template ${template}`);
  const spec = EMAIL_TEMPLATES[template];
  const rendered = layoutEmail(spec.content(language, params, context), language);
  const replyTo = spec.replyTo ? params[spec.replyTo] : undefined;
  return replyTo ? { ...rendered, replyTo } : rendered;
}
