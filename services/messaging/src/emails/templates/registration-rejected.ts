import { defineTemplate, greet, SIGNATURE } from '../define-template';

export const registrationRejected = defineTemplate({
  required: ['reason'],
  optional: ['firstName'],
  content: {
    en: ({ reason, firstName }, { publicUrl }) => ({
      subject: 'About your Nomada application',
      greeting: greet.en(firstName),
      paragraphs: [
        'Thank you for your interest in Nomada. We are sorry, but we could not approve your application.',
        `Reason: ${reason}`,
        'If you have questions or would like to send us more information, reply to this email or write to us through our contact page.',
      ],
      action: { label: 'Contact us', url: `${publicUrl}/contact` },
      signature: SIGNATURE.en,
    }),
    es: ({ reason, firstName }, { publicUrl }) => ({
      subject: 'Sobre tu solicitud en Nomada',
      greeting: greet.es(firstName),
      paragraphs: [
        'Gracias por tu interés en Nomada. Lo sentimos, pero no hemos podido aprobar tu solicitud.',
        `Motivo: ${reason}`,
        'Si tienes alguna pregunta o quieres enviarnos más información, responde a este correo o escríbenos desde nuestra página de contacto.',
      ],
      action: { label: 'Contactar', url: `${publicUrl}/contact` },
      signature: SIGNATURE.es,
    }),
  },
});
