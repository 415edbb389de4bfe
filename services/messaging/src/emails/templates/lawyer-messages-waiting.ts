import { defineTemplate, greet, SIGNATURE } from '../define-template';

const count = (value: string) => Math.max(1, Number.parseInt(value, 10) || 1);

/**
 * Sent when a lawyer message has waited unread for 15 minutes. It never carries the messages
 * themselves: email is no place for what an applicant tells their lawyer.
 */
export const lawyerMessagesWaiting = defineTemplate({
  required: ['count', 'recipientRole'],
  optional: ['firstName', 'fromName'],
  content: {
    en: (params, { publicUrl }) => {
      const n = count(params.count);
      const messages = n === 1 ? 'a message' : `${n} messages`;
      const toApplicant = params.recipientRole === 'applicant';
      const from = params.fromName ?? (toApplicant ? 'Your lawyer' : 'An applicant');
      return {
        subject: toApplicant
          ? `Your lawyer sent you ${messages} on Nomada`
          : `${from} is waiting for your reply on Nomada`,
        greeting: greet.en(params.firstName),
        paragraphs: [
          `${from} sent you ${messages} that you have not read yet.`,
          toApplicant
            ? 'Read and answer in the lawyer chat of your dashboard.'
            : "Open the applicant's conversation from your dashboard to answer.",
        ],
        action: toApplicant
          ? { label: 'Read the messages', url: `${publicUrl}/dashboard/lawyer-chat` }
          : { label: 'Open the dashboard', url: `${publicUrl}/agent/dashboard` },
        signature: SIGNATURE.en,
      };
    },
    es: (params, { publicUrl }) => {
      const n = count(params.count);
      const messages = n === 1 ? 'un mensaje' : `${n} mensajes`;
      const toApplicant = params.recipientRole === 'applicant';
      const from = params.fromName ?? (toApplicant ? 'Tu abogado' : 'Un solicitante');
      return {
        subject: toApplicant
          ? `Tu abogado te ha enviado ${messages} en Nomada`
          : `${from} espera tu respuesta en Nomada`,
        greeting: greet.es(params.firstName),
        paragraphs: [
          `${from} te ha enviado ${messages} que aún no has leído.`,
          toApplicant
            ? 'Léelos y responde en el chat con el abogado de tu panel.'
            : 'Abre la conversación del solicitante desde tu panel para responder.',
        ],
        action: toApplicant
          ? { label: 'Leer los mensajes', url: `${publicUrl}/dashboard/lawyer-chat` }
          : { label: 'Abrir el panel', url: `${publicUrl}/agent/dashboard` },
        signature: SIGNATURE.es,
      };
    },
  },
});
