import { escapeHtml } from '@nomada/service-kit';
import type { EmailContent, EmailLanguage } from './define-template';

export type RenderedEmail = { subject: string; text: string; html: string };

/** Parameters may hold line breaks (a rejection reason); a subject must stay one line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const FOOTER = {
  en: 'You receive this email because you have an account or an application with Nomada.',
  es: 'Recibes este correo porque tienes una cuenta o una solicitud en Nomada.',
} as const;

export function layoutEmail(content: EmailContent, language: EmailLanguage): RenderedEmail {
  return {
    subject: oneLine(content.subject),
    text: plainText(content, language),
    html: html(content, language),
  };
}

function plainText(content: EmailContent, language: EmailLanguage): string {
  const blocks = [content.greeting, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(
    ...(content.afterAction ?? []),
    content.signature,
    `--\n${content.footer ?? FOOTER[language]}`,
  );
  return `${blocks.join('\n\n')}\n`;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937;">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

function html(content: EmailContent, language: EmailLanguage): string {
  const action = content.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;background:#c2410c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;font-size:16px;">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280;word-break:break-all;">${escapeHtml(content.action.url)}</p>`
    : '';
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(oneLine(content.subject))}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;padding:32px;">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:#c2410c;">Nomada</p>
${[content.greeting, ...content.paragraphs].map(paragraph).join('\n')}
${action}
${(content.afterAction ?? []).map(paragraph).join('\n')}
${paragraph(content.signature)}
<p style="margin:24px 0 0;font-size:12px;line-height:18px;color:#9ca3af;">${escapeHtml(content.footer ?? FOOTER[language])}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
