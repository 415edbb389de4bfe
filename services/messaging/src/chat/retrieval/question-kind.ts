import type { QuestionKind } from '../knowledge/fact';
import { foldAccents } from '../language/normalise';

/**
 * How each kind of question is asked, in either language (accent-folded text). These are question
 * forms ("how much", "cuánto tarda"), not topics: the topic is the retrieval's job.
 */
const PATTERNS: Record<QuestionKind, RegExp> = {
  amount:
    /\b(how much|how many euros|cost|costs|fee|fees|price|prices|charge|rate|salary|income|earn|money|euros?|eur|dollars?|usd|cuanto cuesta|cuanto (tengo que|hay que|debo) (ganar|pagar|cobrar)|cuanto dinero|cuantos ingresos|cuanto es|precio|tasa|tasas|coste|cuesta|ingresos|ganar|sueldo|salario|tipo)\b|[€$]/,
  duration:
    /\b(how long|how many (days|weeks|months|years)|how soon|how quickly|how fast|when|until when|deadline|valid for|how old|expire|expires|cuanto tiempo|cuanto tarda|cuanto tardan|tarda|tardan|cuantos (dias|meses|anos)|cuando|plazo|por cuanto tiempo|dura|caduca|antiguedad)\b/,
  documents:
    /\b(documents?|papers?|paperwork|certificates?|proof|prove|what do i need to (bring|prepare|submit|provide)|documentos?|papeles|documentacion|certificados?|justificante|acreditar|demostrar)\b/,
  eligibility:
    /\b(can i|can we|could i|am i|are we|do i qualify|eligible|qualify|allowed|is it possible|is that (a problem|ok|okay)|do i need|do i have to|must i|puedo|podemos|se puede|cumplo|necesito|tengo que|es posible|es un problema|requisitos?)\b/,
  process:
    /\b(how do i|how can i|how to|where do i|where can i|steps?|procedure|process|apply|submit|como (lo )?(hago|solicito|pido|se)|donde|pasos?|tramite|procedimiento|solicitar|presentar)\b/,
  definition:
    /\b(what is|what's|what are|what does|whats|meaning of|difference|que es|que son|que significa|que incluye|diferencia)\b/,
};

/** Every kind the question reads as (a question can ask for an amount and a deadline at once). */
export function questionKinds(question: string): Set<QuestionKind> {
  const text = foldAccents(question);
  const kinds = new Set<QuestionKind>();
  for (const [kind, pattern] of Object.entries(PATTERNS) as [QuestionKind, RegExp][]) {
    if (pattern.test(text)) kinds.add(kind);
  }
  return kinds;
}
