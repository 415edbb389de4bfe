import { defineTemplate, greet, SIGNATURE } from '../define-template';

export const documentApproved = defineTemplate({
  required: ['documentName'],
  optional: ['firstName'],
  content: {
    en: ({ documentName, firstName }, { publicUrl }) => ({
      subject: `Document approved: ${documentName}`,
      greeting: greet.en(firstName),
      paragraphs: [
        `We have reviewed your document "${documentName}" and approved it.`,
        'You can follow the progress of your application in your dashboard.',
      ],
      action: { label: 'Open my dashboard', url: `${publicUrl}/dashboard` },
      signature: SIGNATURE.en,
    }),
    es: ({ documentName, firstName }, { publicUrl }) => ({
      subject: `Documento aprobado: ${documentName}`,
      greeting: greet.es(firstName),
      paragraphs: [
        `Hemos revisado tu documento «${documentName}» y lo hemos aprobado.`,
        'Puedes seguir el progreso de tu solicitud en tu panel.',
      ],
      action: { label: 'Ir a mi panel', url: `${publicUrl}/dashboard` },
      signature: SIGNATURE.es,
    }),
  },
});
