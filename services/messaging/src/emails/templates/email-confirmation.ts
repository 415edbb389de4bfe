import { defineTemplate, greet, SIGNATURE } from '../define-template';

/** A new confirmation link, asked for from settings or the status page; the earlier ones stop working. */
export const emailConfirmation = defineTemplate({
  required: ['firstName', 'confirmUrl'],
  urls: ['confirmUrl'],
  secret: ['confirmUrl'],
  content: {
    en: ({ firstName, confirmUrl }) => ({
      subject: 'Confirm your email address for Nomada',
      greeting: greet.en(firstName),
      paragraphs: [
        'You asked for a new link to confirm your email address. Please confirm it, so we know our messages about your application reach you.',
      ],
      action: { label: 'Confirm my email address', url: confirmUrl },
      afterAction: [
        'The link works once and for 7 days. Links we sent you before no longer work.',
        'If you did not ask for this, you can ignore this email.',
      ],
      signature: SIGNATURE.en,
    }),
    es: ({ firstName, confirmUrl }) => ({
      subject: 'Confirma tu correo electrónico en Nomada',
      greeting: greet.es(firstName),
      paragraphs: [
        'Has pedido un nuevo enlace para confirmar tu correo electrónico. Confírmalo, para que sepamos que nuestros mensajes sobre tu solicitud te llegan.',
      ],
      action: { label: 'Confirmar mi correo', url: confirmUrl },
      afterAction: [
        'El enlace funciona una sola vez y durante 7 días. Los enlaces que te enviamos antes ya no funcionan.',
        'Si no lo has pedido tú, puedes ignorar este correo.',
      ],
      signature: SIGNATURE.es,
    }),
  },
});
