import type { EmailLanguage, RenderContext } from './define-template';
import { layoutEmail, type RenderedEmail } from './layout';
import { EMAIL_TEMPLATES, isEmailTemplateName } from './templates';

export function renderEmail(
  template: string,
  language: EmailLanguage,
  params: Record<string, string>,
  context: RenderContext,
): RenderedEmail {
  if (!isEmailTemplateName(template)) throw new Error(`Unknown email template ${template}`);
  return layoutEmail(EMAIL_TEMPLATES[template].content(language, params, context), language);
}
