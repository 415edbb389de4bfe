import { defineTemplate, greet, SIGNATURE } from '../define-template';

/** After signup: the application is in review, and the address is confirmed with one click. */
export const registrationReceived = defineTemplate({
  required: ['firstName', 'confirmUrl'],
  urls: ['confirmUrl'],
  secret: ['confirmUrl'],
  content: {
    en: ({ firstName, confirmUrl }) => ({
      subject: 'We have received your Nomada application',
      greeting: greet.en(firstName),
      paragraphs: [
        'Thank you for registering with Nomada. Our team is now reviewing your application; this usually takes 1-2 business days.',
        'Please confirm that this is your email address, so we know our messages reach you. We will email you as soon as your application has been reviewed.',
      ],
      action: { label: 'Confirm my email address', url: confirmUrl },
      afterAction: ['The link works once and for 7 days.'],
      signature: SIGNATURE.en,
    }),
    es: ({ firstName, confirmUrl }) => ({
      subject: 'Hemos recibido tu solicitud en Nomada',
      greeting: greet.es(firstName),
      paragraphs: [
        'Gracias por registrarte en Nomada. Nuestro equipo ya está revisando tu solicitud; normalmente tardamos de 1 a 2 días hábiles.',
        'Confirma que esta es tu dirección de correo, para que sepamos que nuestros mensajes te llegan. Te escribiremos en cuanto hayamos revisado tu solicitud.',
      ],
      action: { label: 'Confirmar mi correo', url: confirmUrl },
      afterAction: ['El enlace funciona una sola vez y durante 7 días.'],
      signature: SIGNATURE.es,
    }),
  },
});
