import { defineTemplate, greet, SIGNATURE } from '../define-template';

const daysLeftText = {
  en: (days: string) =>
    days === '0' ? 'It is due today.' : `${days} working day${days === '1' ? '' : 's'} left.`,
  es: (days: string) =>
    days === '0'
      ? 'Vence hoy.'
      : `Queda${days === '1' ? '' : 'n'} ${days} día${days === '1' ? '' : 's'} hábil${days === '1' ? '' : 'es'}.`,
};

/**
 * Decision 081: to the assigned agent, 5 and 1 working days before an open legal deadline of one of
 * their applicants and on its day. `deadline` and `todo` are the deadline's texts in the agent's
 * language (the contracts' DEADLINE_TEXTS).
 */
export const deadlineReminder = defineTemplate({
  required: ['applicantName', 'deadline', 'todo', 'dueOn', 'daysLeft'],
  optional: ['firstName', 'missingItems'],
  content: {
    en: (
      { applicantName, deadline, todo, dueOn, daysLeft, missingItems, firstName },
      { publicUrl },
    ) => ({
      subject: `${daysLeft === '0' ? 'Due today' : 'Deadline'}: ${deadline} (${applicantName}, ${dueOn})`,
      greeting: greet.en(firstName),
      paragraphs: [
        `${deadline}, for ${applicantName}: ${dueOn}. ${daysLeftText.en(daysLeft)}`,
        todo,
        ...(missingItems ? [`Still missing from the applicant:\n${missingItems}`] : []),
      ],
      action: {
        label: 'Open the due-soon list',
        url: `${publicUrl}/agent/dashboard#deadlines`,
      },
      signature: SIGNATURE.en,
    }),
    es: (
      { applicantName, deadline, todo, dueOn, daysLeft, missingItems, firstName },
      { publicUrl },
    ) => ({
      subject: `${daysLeft === '0' ? 'Vence hoy' : 'Plazo'}: ${deadline} (${applicantName}, ${dueOn})`,
      greeting: greet.es(firstName),
      paragraphs: [
        `${deadline}, de ${applicantName}: ${dueOn}. ${daysLeftText.es(daysLeft)}`,
        todo,
        ...(missingItems ? [`El cliente aún no ha aportado:\n${missingItems}`] : []),
      ],
      action: {
        label: 'Abrir los plazos próximos',
        url: `${publicUrl}/agent/dashboard#deadlines`,
      },
      signature: SIGNATURE.es,
    }),
  },
});

/** Decision 081: to the applicant while a document the authority asked for is still missing. */
export const requestedDocumentsReminder = defineTemplate({
  required: ['missingItems', 'dueOn', 'daysLeft'],
  optional: ['firstName'],
  content: {
    en: ({ missingItems, dueOn, daysLeft, firstName }, { publicUrl }) => ({
      subject: `Documents the authorities asked for are due by ${dueOn}`,
      greeting: greet.en(firstName),
      paragraphs: [
        `The answer to the authorities' request must reach them by ${dueOn}. ${daysLeftText.en(daysLeft)}`,
        `Still missing:\n${missingItems}`,
        'Upload each one on your checklist as soon as you can, so your agent can file the answer in time. Without an answer the application is treated as withdrawn.',
      ],
      action: { label: 'Upload documents', url: `${publicUrl}/login?next=/dashboard/documents` },
      signature: SIGNATURE.en,
    }),
    es: ({ missingItems, dueOn, daysLeft, firstName }, { publicUrl }) => ({
      subject: `Los documentos que piden las autoridades vencen el ${dueOn}`,
      greeting: greet.es(firstName),
      paragraphs: [
        `La respuesta al requerimiento debe llegar antes del ${dueOn} (incluido). ${daysLeftText.es(daysLeft)}`,
        `Aún faltan:\n${missingItems}`,
        'Sube cada uno a tu lista cuanto antes para que tu agente presente la respuesta a tiempo. Sin respuesta, la solicitud se da por desistida.',
      ],
      action: { label: 'Subir documentos', url: `${publicUrl}/login?next=/dashboard/documents` },
      signature: SIGNATURE.es,
    }),
  },
});
