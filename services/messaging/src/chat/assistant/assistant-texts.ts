import type { ChatLanguage } from '../language/normalise';

/** The assistant's own sentences; everything else it says is the text of a fact. */
export const ASSISTANT_TEXTS = {
  unknown: {
    en: "I'm sorry, I don't have verified information about that, and I'd rather not guess. Please ask your lawyer in the lawyer chat of your dashboard: they can answer for your case.",
    es: 'Lo siento, no tengo información verificada sobre eso y prefiero no adivinar. Pregunta a tu abogado en el chat con el abogado de tu panel: podrá responderte según tu caso.',
  },
  disputed: {
    en: 'Sources disagree on part of this, so ask your lawyer to confirm what applies to you.',
    es: 'Las fuentes no coinciden en parte de esto, así que pide a tu abogado que confirme qué se aplica a tu caso.',
  },
  checked: {
    en: (date: string) => `Checked against the sources below as of ${date}.`,
    es: (date: string) => `Comprobado con las fuentes indicadas a fecha de ${date}.`,
  },
  greeting: {
    en: 'Hello! Ask me about the Spanish digital nomad visa: who qualifies, income, documents, fees, timelines, family members or taxes.',
    es: '¡Hola! Pregúntame sobre el visado de nómada digital en España: requisitos, ingresos, documentos, tasas, plazos, familiares o impuestos.',
  },
  thanks: {
    en: "You're welcome! Ask me anything else about your visa whenever you need.",
    es: '¡De nada! Pregúntame lo que necesites sobre tu visado cuando quieras.',
  },
} as const;

const MONTHS: Record<ChatLanguage, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** "February 2026" / "febrero de 2026" from a fact's YYYY-MM-DD. */
export function monthOf(isoDate: string, language: ChatLanguage): string {
  const [year, month] = isoDate.split('-');
  const name = MONTHS[language][Number(month) - 1] ?? '';
  return language === 'en' ? `${name} ${year}` : `${name} de ${year}`;
}
