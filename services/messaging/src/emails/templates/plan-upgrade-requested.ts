import { defineTemplate, greet, SIGNATURE } from '../define-template';

/** To the applicant: the request for premium is in; payment is arranged with the team. */
export const planUpgradeRequested = defineTemplate({
  required: [],
  optional: ['firstName'],
  content: {
    en: ({ firstName }) => ({
      subject: 'We have received your request for the premium plan',
      greeting: greet.en(firstName),
      paragraphs: [
        'Thank you for asking to move to the premium plan. Our team will write to you within one business day to arrange the payment of the difference.',
        'As soon as it is received, we switch your account to premium: your extra documents, your lawyer chat and the AI visa assistant appear in your dashboard at once, and we email you.',
      ],
      signature: SIGNATURE.en,
    }),
    es: ({ firstName }) => ({
      subject: 'Hemos recibido tu solicitud del plan premium',
      greeting: greet.es(firstName),
      paragraphs: [
        'Gracias por pedir el cambio al plan premium. Nuestro equipo te escribirá en un día hábil para acordar el pago de la diferencia.',
        'En cuanto lo recibamos, pasamos tu cuenta a premium: los documentos adicionales, el chat con tu abogado y el asistente de visados con IA aparecen al momento en tu panel, y te enviamos un correo.',
      ],
      signature: SIGNATURE.es,
    }),
  },
});
