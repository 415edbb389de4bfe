import type { Language } from '@nomada/contracts';
import { escapeHtml, renderFallbackPage } from '@nomada/service-kit';

type Source = 'homepage' | 'contact';
type FieldName = 'name' | 'email' | 'country' | 'subject' | 'message';

const FIELDS: Record<Source, readonly FieldName[]> = {
  homepage: ['name', 'email', 'country'],
  contact: ['name', 'email', 'subject', 'message'],
};

const TEXTS = {
  en: {
    title: 'Check the form · Nomada',
    heading: 'Your message was not sent',
    lead: 'Please check the fields below and send it again.',
    fields: {
      name: 'Name',
      email: 'Email',
      country: 'Country',
      subject: 'Subject',
      message: 'Message',
    },
    send: 'Send message',
    home: 'Back to the home page',
  },
  es: {
    title: 'Revisa el formulario · Nomada',
    heading: 'Tu mensaje no se ha enviado',
    lead: 'Revisa los campos de abajo y vuelve a enviarlo.',
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      country: 'País',
      subject: 'Asunto',
      message: 'Mensaje',
    },
    send: 'Enviar mensaje',
    home: 'Volver a la página de inicio',
  },
} as const;

export type ContactFormPage = {
  language: Language;
  action: string;
  source: Source;
  values: Record<string, unknown>;
  /** Field → message, shown under the field; `message` alone when no field is at fault. */
  errors: Partial<Record<FieldName, string>>;
  message?: string;
};

/**
 * The form sent without scripts, again, with what the visitor wrote and why it was refused: the
 * page a native submission gets instead of the JSON error (its status is the JSON answer's).
 */
export function renderContactFormPage({
  language,
  action,
  source,
  values,
  errors,
  message,
}: ContactFormPage): string {
  const text = TEXTS[language];
  const value = (name: string) => {
    const raw = values[name];
    return escapeHtml(typeof raw === 'string' ? raw : '');
  };
  const field = (name: FieldName) => {
    const id = `contact-${name}`;
    const error = errors[name];
    const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
    const input =
      name === 'message'
        ? `<textarea id="${id}" name="${name}" rows="6" required${described}>${value(name)}</textarea>`
        : `<input id="${id}" name="${name}" type="${name === 'email' ? 'email' : 'text'}" value="${value(name)}" required${described}>`;
    const note = error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '';
    return `<div><label for="${id}">${text.fields[name]}</label>${input}${note}</div>`;
  };
  return renderFallbackPage({
    language,
    title: text.title,
    body: `<h1>${text.heading}</h1><p>${text.lead}</p>${message ? `<p class="summary" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="source" value="${source}"><input type="hidden" name="lang" value="${language}">
${FIELDS[source].map(field).join('\n')}
<div><button type="submit">${text.send}</button></div></form>
<p><a href="/?lang=${language}">${text.home}</a></p>`,
  });
}

export function contactFormSource(values: Record<string, unknown>): Source {
  return values['source'] === 'homepage' ? 'homepage' : 'contact';
}

export function isContactFormField(name: string): name is FieldName {
  return ['name', 'email', 'country', 'subject', 'message'].includes(name);
}
