import { defineTemplate, greet, SIGNATURE } from '../define-template';

export const documentRejected = defineTemplate({
  required: ['documentName', 'reason'],
  optional: ['firstName'],
  content: {
    en: ({ documentName, reason, firstName }, { publicUrl }) => ({
      subject: `Action needed: ${documentName}`,
      greeting: greet.en(firstName),
      paragraphs: [
        `We have reviewed your document "${documentName}" and could not accept it.`,
        `Reason: ${reason}`,
        'Please upload a corrected version from your dashboard.',
      ],
      action: { label: 'Upload it again', url: `${publicUrl}/dashboard` },
      signature: SIGNATURE.en,
    }),
    es: ({ documentName, reason, firstName }, { publicUrl }) => ({
      subject: `Acción necesaria: ${documentName}`,
      greeting: greet.es(firstName),
      paragraphs: [
        `Hemos revisado tu documento «${documentName}» y no hemos podido aceptarlo.`,
        `Motivo: ${reason}`,
        'Sube una versión corregida desde tu panel.',
      ],
      action: { label: 'Volver a subirlo', url: `${publicUrl}/dashboard` },
      signature: SIGNATURE.es,
    }),
  },
});
