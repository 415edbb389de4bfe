import type { ChatLanguage } from '../language/normalise';

/** What a question asks for; a fact says which of these it answers. */
export const QUESTION_KINDS = [
  'amount',
  'duration',
  'documents',
  'eligibility',
  'process',
  'definition',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const FACT_STATUSES = ['certain', 'disputed'] as const;
export type FactStatus = (typeof FACT_STATUSES)[number];

/** An official or professional page a fact was checked against; `url` may be one of our pages ("/pricing"). */
export type FactSource = { title: string; url: string };

/** One checked statement of the knowledge base, in both languages. */
export type Fact = {
  id: string;
  /** The title of the file's topic ("Income requirement"). */
  topic: string;
  /** Where it is written, for error messages and for editors. */
  file: string;
  line: number;
  answers: QuestionKind[];
  /** When it was last checked against its sources (YYYY-MM-DD). */
  asOf: string;
  status: FactStatus;
  keywords: string[];
  sources: FactSource[];
  text: Record<ChatLanguage, string>;
};

/** Words an applicant may use for one idea ("income": salary, earn, ingresos…). */
export type SynonymGroup = { concept: string; terms: string[]; file: string; line: number };

export type KnowledgeBase = { facts: Fact[]; synonyms: SynonymGroup[] };
