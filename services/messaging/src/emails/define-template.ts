export type EmailLanguage = 'en' | 'es';

/** What a template says; the layout turns it into a plain-text and an HTML body alike. */
export type EmailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button, so the link still works where buttons do not. */
  afterAction?: string[];
  signature: string;
  /** Why the person receives this email, when the layout's default (an account) does not apply. */
  footer?: string;
};

export type RenderContext = { publicUrl: string };

type Params<R extends string, O extends string> = Record<R, string> & Partial<Record<O, string>>;

export type EmailTemplateSpec<R extends string, O extends string> = {
  required: readonly R[];
  optional?: readonly O[];
  /** Parameters that must be http(s) URLs (they end up in links). */
  urls?: readonly (R | O)[];
  /** Parameters wiped from the database once the email has been sent or given up (e.g. reset links). */
  secret?: readonly (R | O)[];
  /** Parameter holding the address replies should go to (the visitor, for the team's copy). */
  replyTo?: R | O;
  /** The row goes once the email is settled: the last email to an erased account keeps nothing. */
  forgetWhenSettled?: true;
  content: Record<EmailLanguage, (params: Params<R, O>, context: RenderContext) => EmailContent>;
};

/** A template with its parameter names erased, as the registry and the worker see it. */
export type EmailTemplate = {
  required: readonly string[];
  optional: readonly string[];
  urls: readonly string[];
  secret: readonly string[];
  replyTo?: string;
  forgetWhenSettled: boolean;
  content(
    language: EmailLanguage,
    params: Record<string, string>,
    context: RenderContext,
  ): EmailContent;
};

export function defineTemplate<R extends string, O extends string = never>(
  spec: EmailTemplateSpec<R, O>,
): EmailTemplate {
  return {
    required: spec.required,
    optional: spec.optional ?? [],
    urls: spec.urls ?? [],
    secret: spec.secret ?? [],
    ...(spec.replyTo ? { replyTo: spec.replyTo } : {}),
    forgetWhenSettled: spec.forgetWhenSettled === true,
    // Parameters are checked against `required` before rendering (validate-email-request.ts).
    content: (language, params, context) => spec.content[language](params as Params<R, O>, context),
  };
}

export const greet = {
  en: (firstName?: string) => (firstName ? `Hi ${firstName},` : 'Hello,'),
  es: (firstName?: string) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
};

export const SIGNATURE = { en: 'The Nomada team', es: 'El equipo de Nomada' } as const;
