import { defineTemplate, greet, SIGNATURE } from '../define-template';

export const registrationApproved = defineTemplate({
  required: [],
  optional: ['firstName'],
  content: {
    en: ({ firstName }, { publicUrl }) => ({
      subject: 'Your Nomada application has been approved',
      greeting: greet.en(firstName),
      paragraphs: [
        'Good news: your application has been approved.',
        'You can now sign in and upload the documents for your visa. We will review each one and let you know.',
      ],
      action: { label: 'Sign in', url: `${publicUrl}/login` },
      signature: SIGNATURE.en,
    }),
    es: ({ firstName }, { publicUrl }) => ({
      subject: 'Tu solicitud en Nomada ha sido aprobada',
      greeting: greet.es(firstName),
      paragraphs: [
        '¡Buenas noticias! Hemos aprobado tu solicitud.',
        'Ya puedes iniciar sesión y subir los documentos para tu visado. Revisaremos cada uno y te avisaremos.',
      ],
      action: { label: 'Iniciar sesión', url: `${publicUrl}/login` },
      signature: SIGNATURE.es,
    }),
  },
});
