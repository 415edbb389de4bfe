import { defineTemplate, greet, SIGNATURE } from '../define-template';

/**
 * An agent has taken the applicant's case (the lawyer-chat page promises this email). A premium
 * applicant is pointed to the conversation with them.
 */
export const applicantAssigned = defineTemplate({
  required: ['agentName', 'plan'],
  optional: ['firstName'],
  content: {
    en: ({ agentName, firstName, plan }, { publicUrl }) => ({
      subject: `${agentName} is now looking after your Nomada application`,
      greeting: greet.en(firstName),
      paragraphs: [
        `${agentName} from our team has taken your case and will review your documents and guide you through the next steps.`,
        plan === 'premium'
          ? 'As a premium client you can write to them directly in the lawyer chat of your dashboard.'
          : 'You can follow every step from your dashboard.',
      ],
      action:
        plan === 'premium'
          ? { label: 'Write to your lawyer', url: `${publicUrl}/login?next=/dashboard/lawyer-chat` }
          : { label: 'Open my dashboard', url: `${publicUrl}/login?next=/dashboard` },
      signature: SIGNATURE.en,
    }),
    es: ({ agentName, firstName, plan }, { publicUrl }) => ({
      subject: `${agentName} se ocupa ahora de tu solicitud en Nomada`,
      greeting: greet.es(firstName),
      paragraphs: [
        `${agentName}, de nuestro equipo, ha asumido tu caso: revisará tus documentos y te guiará en los siguientes pasos.`,
        plan === 'premium'
          ? 'Como cliente premium puedes escribirle directamente en el chat con el abogado de tu panel.'
          : 'Puedes seguir cada paso desde tu panel.',
      ],
      action:
        plan === 'premium'
          ? {
              label: 'Escribir a tu abogado',
              url: `${publicUrl}/login?next=/dashboard/lawyer-chat`,
            }
          : { label: 'Abrir mi panel', url: `${publicUrl}/login?next=/dashboard` },
      signature: SIGNATURE.es,
    }),
  },
});
