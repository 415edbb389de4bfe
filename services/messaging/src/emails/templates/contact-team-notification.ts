import { defineTemplate, SIGNATURE } from '../define-template';

const SOURCE_LABEL = {
  en: { homepage: 'home page form', contact: 'contact page' },
  es: { homepage: 'formulario de la página de inicio', contact: 'página de contacto' },
} as const;

const sourceLabel = (language: 'en' | 'es', source: string) =>
  source === 'homepage' || source === 'contact' ? SOURCE_LABEL[language][source] : source;

/** To the team (CONTACT_TEAM_EMAIL): every field the visitor sent; replying answers the visitor. */
export const contactTeamNotification = defineTemplate({
  required: ['source', 'name', 'email', 'language', 'submissionId'],
  optional: ['country', 'subject', 'message'],
  replyTo: 'email',
  content: {
    en: (p) => ({
      subject: p.subject
        ? `New contact message from ${p.name}: ${p.subject}`
        : `New contact request from ${p.name}`,
      greeting: 'Hello team,',
      paragraphs: [
        `${p.name} wrote through the ${sourceLabel('en', p.source)}. Reply to this email to answer them (we promised a reply within 24 hours).`,
        [
          `Name: ${p.name}`,
          `Email: ${p.email}`,
          ...(p.country ? [`Country: ${p.country}`] : []),
          ...(p.subject ? [`Subject: ${p.subject}`] : []),
          `Language: ${p.language}`,
          `Reference: ${p.submissionId}`,
        ].join('\n'),
        ...(p.message ? [`Message:\n${p.message}`] : []),
      ],
      signature: SIGNATURE.en,
      footer: 'Sent to the team address (CONTACT_TEAM_EMAIL) for every contact form submission.',
    }),
    es: (p) => ({
      subject: p.subject
        ? `Nuevo mensaje de contacto de ${p.name}: ${p.subject}`
        : `Nueva solicitud de contacto de ${p.name}`,
      greeting: 'Hola, equipo:',
      paragraphs: [
        `${p.name} ha escrito desde la ${sourceLabel('es', p.source)}. Responde a este correo para contestarle (le hemos prometido una respuesta en 24 horas).`,
        [
          `Nombre: ${p.name}`,
          `Correo: ${p.email}`,
          ...(p.country ? [`País: ${p.country}`] : []),
          ...(p.subject ? [`Asunto: ${p.subject}`] : []),
          `Idioma: ${p.language}`,
          `Referencia: ${p.submissionId}`,
        ].join('\n'),
        ...(p.message ? [`Mensaje:\n${p.message}`] : []),
      ],
      signature: SIGNATURE.es,
      footer:
        'Enviado a la dirección del equipo (CONTACT_TEAM_EMAIL) por cada envío del formulario de contacto.',
    }),
  },
});
