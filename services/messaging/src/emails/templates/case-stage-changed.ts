import { defineTemplate, greet, SIGNATURE } from '../define-template';

type Stage =
  'documents' | 'ready' | 'submitted' | 'more_documents_requested' | 'resolved' | 'appeal_filed';

const AUTHORITY = {
  en: { uge: 'the Large Companies and Strategic Groups Unit (UGE)', consulate: 'the consulate' },
  es: {
    uge: 'la Unidad de Grandes Empresas y Colectivos Estratégicos (UGE)',
    consulate: 'el consulado',
  },
} as const;

const bullets = (lines: string) =>
  lines
    .split('\n')
    .map((line) => `• ${line}`)
    .join('\n');

const known = <T extends string>(value: string | undefined, options: readonly T[]) =>
  options.find((option) => option === value);

/**
 * Decision 058: the applicant's case moved to another stage. Each stage says what it means for them,
 * with the details the agent gave (authority, reference, date, note, outcome).
 */
export const caseStageChanged = defineTemplate({
  required: ['stage'],
  optional: ['authority', 'reference', 'date', 'note', 'outcome', 'items', 'dueOn', 'firstName'],
  content: {
    en: (
      { stage, authority, reference, date, note, outcome, items, dueOn, firstName },
      { publicUrl },
    ) => {
      const where = AUTHORITY.en[known(authority, ['uge', 'consulate'] as const) ?? 'uge'];
      const lines: Record<Stage, { subject: string; paragraphs: string[] }> = {
        documents: {
          subject: 'Your case is open',
          paragraphs: ['We are gathering and reviewing your documents.'],
        },
        ready: {
          subject: 'All your documents are approved',
          paragraphs: [
            'Every document on your checklist is approved. Your agent is now preparing your application.',
          ],
        },
        submitted: {
          subject: 'Your application has been filed',
          paragraphs: [
            `Your agent filed your application with ${where}${date ? ` on ${date}` : ''}.`,
            ...(reference ? [`Reference: ${reference}`] : []),
          ],
        },
        more_documents_requested: {
          subject: 'The authorities asked for more documents',
          paragraphs: [
            'The authorities asked for more documents before they decide.',
            ...(items ? [`They asked for:\n${bullets(items)}`] : []),
            ...(dueOn
              ? [
                  `The answer must reach them by ${dueOn}: upload each document on your checklist well before then, so your agent can file it in time. Without an answer the application is treated as withdrawn.`,
                ]
              : []),
            ...(note ? [`Your agent's note: ${note}`] : []),
          ],
        },
        appeal_filed: {
          subject: 'Your appeal has been filed',
          paragraphs: [
            `Your agent filed an appeal against the refusal${date ? ` on ${date}` : ''}.`,
            ...(reference ? [`Reference: ${reference}`] : []),
            ...(dueOn
              ? [
                  `The authority should decide it by ${dueOn}; if it stays silent, your agent will explain the next step.`,
                ]
              : []),
            ...(note ? [`Your agent's note: ${note}`] : []),
          ],
        },
        resolved: {
          subject: outcome === 'granted' ? 'Your visa has been granted' : 'A decision on your visa',
          paragraphs: [
            outcome === 'granted'
              ? `Good news: your visa was granted${date ? ` on ${date}` : ''}.`
              : `The authorities refused your visa${date ? ` on ${date}` : ''}. Your agent will explain your options.`,
            ...(outcome !== 'granted' && dueOn
              ? [
                  `An administrative appeal (recurso de reposición) can be filed until ${dueOn}; your files are kept while an appeal is possible.`,
                ]
              : []),
            ...(note ? [`Your agent's note: ${note}`] : []),
          ],
        },
      };
      const text = lines[known(stage, Object.keys(lines) as Stage[]) ?? 'documents'];
      return {
        subject: text.subject,
        greeting: greet.en(firstName),
        paragraphs: text.paragraphs,
        action: { label: 'See your case', url: `${publicUrl}/dashboard` },
        signature: SIGNATURE.en,
      };
    },
    es: (
      { stage, authority, reference, date, note, outcome, items, dueOn, firstName },
      { publicUrl },
    ) => {
      const where = AUTHORITY.es[known(authority, ['uge', 'consulate'] as const) ?? 'uge'];
      const lines: Record<Stage, { subject: string; paragraphs: string[] }> = {
        documents: {
          subject: 'Tu expediente está abierto',
          paragraphs: ['Estamos reuniendo y revisando tus documentos.'],
        },
        ready: {
          subject: 'Todos tus documentos están aprobados',
          paragraphs: [
            'Todos los documentos de tu lista están aprobados. Tu agente está preparando tu solicitud.',
          ],
        },
        submitted: {
          subject: 'Tu solicitud se ha presentado',
          paragraphs: [
            `Tu agente presentó tu solicitud ante ${where}${date ? ` el ${date}` : ''}.`,
            ...(reference ? [`Referencia: ${reference}`] : []),
          ],
        },
        more_documents_requested: {
          subject: 'Las autoridades piden más documentos',
          paragraphs: [
            'Las autoridades han pedido más documentos antes de decidir.',
            ...(items ? [`Han pedido:\n${bullets(items)}`] : []),
            ...(dueOn
              ? [
                  `La respuesta debe llegarles antes del ${dueOn} (incluido): sube cada documento a tu lista con tiempo para que tu agente lo presente. Sin respuesta, la solicitud se da por desistida.`,
                ]
              : []),
            ...(note ? [`Nota de tu agente: ${note}`] : []),
          ],
        },
        appeal_filed: {
          subject: 'Tu recurso se ha presentado',
          paragraphs: [
            `Tu agente presentó un recurso contra la denegación${date ? ` el ${date}` : ''}.`,
            ...(reference ? [`Referencia: ${reference}`] : []),
            ...(dueOn
              ? [
                  `La autoridad debería resolverlo antes del ${dueOn}; si no contesta, tu agente te explicará el siguiente paso.`,
                ]
              : []),
            ...(note ? [`Nota de tu agente: ${note}`] : []),
          ],
        },
        resolved: {
          subject:
            outcome === 'granted' ? 'Tu visado ha sido concedido' : 'Resolución sobre tu visado',
          paragraphs: [
            outcome === 'granted'
              ? `Buenas noticias: tu visado se concedió${date ? ` el ${date}` : ''}.`
              : `Las autoridades denegaron tu visado${date ? ` el ${date}` : ''}. Tu agente te explicará las opciones.`,
            ...(outcome !== 'granted' && dueOn
              ? [
                  `Se puede presentar un recurso de reposición hasta el ${dueOn}; conservamos tus archivos mientras sea posible recurrir.`,
                ]
              : []),
            ...(note ? [`Nota de tu agente: ${note}`] : []),
          ],
        },
      };
      const text = lines[known(stage, Object.keys(lines) as Stage[]) ?? 'documents'];
      return {
        subject: text.subject,
        greeting: greet.es(firstName),
        paragraphs: text.paragraphs,
        action: { label: 'Ver tu expediente', url: `${publicUrl}/dashboard` },
        signature: SIGNATURE.es,
      };
    },
  },
});
