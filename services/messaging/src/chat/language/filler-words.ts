import type { ChatLanguage } from './normalise';

/**
 * Everyday words of questions that say how someone asks, not what about ("prepare", "best",
 * "exactly"). They count when a fact uses them, but a question is not judged off-topic because the
 * knowledge base never does. Any other word it does not know makes the assistant less sure.
 */
const ENGLISH = `able actually again ago allowed already also always apply applying application
applied ask asked asking back bad begin best better big bring brought come coming complete
completed correct currently do done easy else enough even ever every everything exactly fine
finish finished first former get getting give given go going gone good great happen happened
happens hard help hey hi idea important just keep kind know known last let like little look lot
lots make made mean meant most move moved moving much need needed new next nice normal now ok
okay own part planning plan possible prepare prepared probably problem question quick quickly quite
ready real really right same say see seem send sent should show soon sort start started still
sure take taken tell thing things think thought true try trying understand use used usually
want wanted way well whole without wonder wondering work worked working worried would wrong
year years yet`;

const SPANISH = `acabar actualmente ahora algo alguien antes aplicar aun bien bueno buena cosa cosas
creo debo decir dime duda dudas empezar entonces entender esto exactamente favor gustaria hacer
hola importante ir llevar mejor mismo momento necesario normal nuevo nueva ok pasa pasar pedir
pido posible pregunta preparar pronto pueda quisiera realmente saber seguro siempre solicitar
solicitud solo tener terminar todavia traer usar vale venga vengo venir ver verdad vez viene vienen`;

const toSet = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** Accent-folded, unstemmed. */
export const FILLER_WORDS: Record<ChatLanguage, ReadonlySet<string>> = {
  en: toSet(ENGLISH),
  es: toSet(SPANISH),
};

/**
 * Words every fact is about (the visa, Spain): they rank facts a little but a question is not
 * judged on them, or "how much do I need for the digital nomad visa?" would look half unanswered.
 */
export const DOMAIN_WORDS: ReadonlySet<string> = toSet(
  'visa visas visado visados nomad nomads nomada nomadas digital dnv spain espana',
);
