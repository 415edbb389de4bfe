import type { Language } from '../validation/messages';
import type { DeadlineKind } from './deadline-rules';

/**
 * What each deadline is called and what it asks of the person who sees it, in both languages: the
 * applicant's dashboard, the agent's lists, the calendar feed and the reminders all say the same.
 */
export const DEADLINE_TEXTS: Record<
  DeadlineKind,
  Record<Language, { title: string; applicantTodo: string; agentTodo: string }>
> = {
  decision_due: {
    en: {
      title: 'The UGE must decide',
      applicantTodo:
        'Nothing to do: the authority decides by this date. If it stays silent, the visa counts as granted and your agent requests the certificate of silence.',
      agentTodo:
        'If the UGE has not decided by this date, silence means approval: request the certificate of administrative silence.',
    },
    es: {
      title: 'La UGE debe resolver',
      applicantTodo:
        'No tienes que hacer nada: la autoridad resuelve antes de esta fecha. Si no contesta, el visado se entiende concedido y tu agente pide el certificado de silencio.',
      agentTodo:
        'Si la UGE no ha resuelto en esta fecha, el silencio es positivo: solicita el certificado de silencio administrativo.',
    },
  },
  request_answer: {
    en: {
      title: 'Answer the request for documents',
      applicantTodo:
        'Upload each requested document well before this date so your agent can file the answer. Without an answer the application is treated as withdrawn.',
      agentTodo:
        'File the answer to the requerimiento by this date, or the application is treated as withdrawn (art. 68.1 Ley 39/2015).',
    },
    es: {
      title: 'Responder al requerimiento',
      applicantTodo:
        'Sube cada documento pedido con tiempo para que tu agente presente la respuesta. Sin respuesta, la solicitud se da por desistida.',
      agentTodo:
        'Presenta la respuesta al requerimiento antes de esta fecha o la solicitud se tendrá por desistida (art. 68.1 Ley 39/2015).',
    },
  },
  appeal_reposicion: {
    en: {
      title: 'Last day for an administrative appeal (reposición)',
      applicantTodo:
        'Talk to your agent about appealing: the recurso de reposición must be filed by this date. Your files are kept meanwhile.',
      agentTodo: 'Last day to file a recurso de reposición against the denial.',
    },
    es: {
      title: 'Último día para el recurso de reposición',
      applicantTodo:
        'Habla con tu agente sobre recurrir: el recurso de reposición debe presentarse antes de esta fecha. Conservamos tus archivos mientras tanto.',
      agentTodo: 'Último día para presentar recurso de reposición contra la denegación.',
    },
  },
  appeal_contencioso: {
    en: {
      title: 'Last day for a court appeal',
      applicantTodo: 'A court appeal (contencioso-administrativo) must be filed by this date.',
      agentTodo: 'Last day to file a recurso contencioso-administrativo.',
    },
    es: {
      title: 'Último día para el recurso contencioso',
      applicantTodo: 'El recurso contencioso-administrativo debe presentarse antes de esta fecha.',
      agentTodo: 'Último día para interponer recurso contencioso-administrativo.',
    },
  },
  appeal_decision_due: {
    en: {
      title: 'The appeal must be decided',
      applicantTodo:
        'Nothing to do: the authority decides the appeal by this date. If it stays silent the appeal counts as refused, and your agent will tell you about going to court.',
      agentTodo:
        'The recurso de reposición must be decided by this date (art. 124.2 Ley 39/2015); silence means refusal and opens the court appeal.',
    },
    es: {
      title: 'Debe resolverse el recurso',
      applicantTodo:
        'No tienes que hacer nada: la autoridad resuelve el recurso antes de esta fecha. Si no contesta, el recurso se entiende desestimado y tu agente te explicará cómo acudir a los tribunales.',
      agentTodo:
        'El recurso de reposición debe resolverse antes de esta fecha (art. 124.2 Ley 39/2015); el silencio es desestimatorio y abre la vía contenciosa.',
    },
  },
  tie_appointment: {
    en: {
      title: 'Apply for your TIE card',
      applicantTodo:
        "Book the fingerprint appointment for your foreigner's identity card (TIE) and apply by this date.",
      agentTodo: "The applicant's TIE application is due by this date.",
    },
    es: {
      title: 'Solicitar tu TIE',
      applicantTodo:
        'Pide cita de huellas para tu tarjeta de identidad de extranjero (TIE) y solicítala antes de esta fecha.',
      agentTodo: 'La solicitud de TIE del cliente vence en esta fecha.',
    },
  },
  renewal_window_opens: {
    en: {
      title: 'The renewal window opens',
      applicantTodo:
        'From this date you can apply to renew your permit (60 days before it expires).',
      agentTodo: 'The permit can be renewed from this date (60 days before it expires).',
    },
    es: {
      title: 'Se abre el plazo de renovación',
      applicantTodo:
        'Desde esta fecha puedes solicitar la renovación de tu autorización (60 días antes de que caduque).',
      agentTodo: 'La autorización puede renovarse desde esta fecha (60 días antes de caducar).',
    },
  },
};
