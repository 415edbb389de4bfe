import { defineTemplate, greet, SIGNATURE } from '../define-template';

/** To the applicant: an agent approved premium. */
export const planUpgraded = defineTemplate({
  required: [],
  optional: ['firstName'],
  content: {
    en: ({ firstName }, { publicUrl }) => ({
      subject: 'Your Nomada account is now premium',
      greeting: greet.en(firstName),
      paragraphs: [
        'Your payment has been received and your account is now on the premium plan.',
        'Your dashboard now lists the documents of the 3-year digital nomad visa, your lawyer chat and the AI visa assistant.',
      ],
      action: { label: 'Open my dashboard', url: `${publicUrl}/login?next=/dashboard` },
      signature: SIGNATURE.en,
    }),
    es: ({ firstName }, { publicUrl }) => ({
      subject: 'Tu cuenta de Nomada ya es premium',
      greeting: greet.es(firstName),
      paragraphs: [
        'Hemos recibido tu pago y tu cuenta ya tiene el plan premium.',
        'Tu panel muestra ahora los documentos del visado de nómada digital de 3 años, el chat con tu abogado y el asistente de visados con IA.',
      ],
      action: { label: 'Abrir mi panel', url: `${publicUrl}/login?next=/dashboard` },
      signature: SIGNATURE.es,
    }),
  },
});
