import { defineTemplate, greet, SIGNATURE } from '../define-template';

export const registrationReceived = defineTemplate({
  required: ['firstName'],
  content: {
    en: ({ firstName }) => ({
      subject: 'We have received your Nomada application',
      greeting: greet.en(firstName),
      paragraphs: [
        'Thank you for registering with Nomada. Our team is now reviewing your application; this usually takes 1-2 business days.',
        'We will email you as soon as it has been reviewed.',
      ],
      signature: SIGNATURE.en,
    }),
    es: ({ firstName }) => ({
      subject: 'Hemos recibido tu solicitud en Nomada',
      greeting: greet.es(firstName),
      paragraphs: [
        'Gracias por registrarte en Nomada. Nuestro equipo ya está revisando tu solicitud; normalmente tardamos de 1 a 2 días hábiles.',
        'Te escribiremos en cuanto la hayamos revisado.',
      ],
      signature: SIGNATURE.es,
    }),
  },
});
