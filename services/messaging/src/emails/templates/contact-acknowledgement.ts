import { defineTemplate, greet, SIGNATURE } from '../define-template';

/**
 * To the visitor, in their language. It carries nothing they typed, not even the name: anyone can
 * enter someone else's address into the form, and an echo would let them send that person words
 * of their choosing from our domain.
 */
export const contactAcknowledgement = defineTemplate({
  required: [],
  content: {
    en: (_params, { publicUrl }) => ({
      subject: 'We have received your message',
      greeting: greet.en(),
      paragraphs: [
        'Thank you for contacting Nomada. Your message has reached our team and we will get back to you within 24 hours.',
        'In the meantime, you can read how the digital nomad visa process works on our website.',
      ],
      action: { label: 'How it works', url: `${publicUrl}/how-it-works` },
      afterAction: ['If you did not write to us, you can ignore this email.'],
      signature: SIGNATURE.en,
      footer:
        'You receive this email because this address was entered in the contact form on the Nomada website.',
    }),
    es: (_params, { publicUrl }) => ({
      subject: 'Hemos recibido tu mensaje',
      greeting: greet.es(),
      paragraphs: [
        'Gracias por ponerte en contacto con Nomada. Tu mensaje ya está en manos de nuestro equipo y te responderemos en un plazo de 24 horas.',
        'Mientras tanto, puedes consultar en nuestra web cómo funciona el proceso del visado para nómadas digitales.',
      ],
      action: { label: 'Cómo funciona', url: `${publicUrl}/how-it-works` },
      afterAction: ['Si no nos has escrito tú, puedes ignorar este correo.'],
      signature: SIGNATURE.es,
      footer:
        'Recibes este correo porque esta dirección se introdujo en el formulario de contacto de la web de Nomada.',
    }),
  },
});
