import type { ChatHistoryItem } from '@nomada/contracts';
import type { Fact, FactSource, KnowledgeBase } from '../knowledge/fact';
import { detectLanguage } from '../language/detect-language';
import type { ChatLanguage } from '../language/normalise';
import { createRetriever } from '../retrieval/retriever';
import { ASSISTANT_TEXTS, monthOf } from './assistant-texts';
import { smallTalk } from './small-talk';

export type AssistantQuestion = {
  message: string;
  /** The last few messages before this one, oldest first. */
  history: readonly ChatHistoryItem[];
  /** The reader's interface language, for questions too short to tell. */
  fallbackLanguage: ChatLanguage;
};

export type AssistantAnswer = {
  response: string;
  sources: FactSource[];
  language: ChatLanguage;
  factIds: string[];
  outcome: 'answered' | 'unknown' | 'small-talk';
  phrasedBy: 'engine' | 'model';
};

/** What a language model gets to phrase an answer; it answers undefined to keep the engine's draft. */
export type PhraseRequest = {
  question: string;
  language: ChatLanguage;
  facts: readonly Fact[];
  history: readonly ChatHistoryItem[];
  draft: string;
};
export type Phraser = (request: PhraseRequest) => Promise<string | undefined>;

export type Assistant = { answer(question: AssistantQuestion): Promise<AssistantAnswer> };

function uniqueSources(facts: readonly Fact[]): FactSource[] {
  const seen = new Set<string>();
  return facts
    .flatMap((fact) => fact.sources)
    .filter((source) => (seen.has(source.url) ? false : (seen.add(source.url), true)));
}

/** The facts' own words in the reader's language, a caveat when sources disagree, and their date. */
export function composeAnswer(facts: readonly Fact[], language: ChatLanguage): string {
  const paragraphs = facts.map((fact) => fact.text[language]);
  if (facts.some((fact) => fact.status === 'disputed'))
    paragraphs.push(ASSISTANT_TEXTS.disputed[language]);
  const oldest = facts.map((fact) => fact.asOf).sort()[0];
  if (oldest) paragraphs.push(ASSISTANT_TEXTS.checked[language](monthOf(oldest, language)));
  return paragraphs.join('\n\n');
}

/**
 * The visa assistant: finds the facts that answer a question and gives them in the question's
 * language with their sources. It says plainly when it does not know. Figures only ever come from
 * the facts: the engine copies their text, and a model's phrasing is used only when it adds none.
 */
export function createAssistant(knowledge: KnowledgeBase, phraser?: Phraser): Assistant {
  const retriever = createRetriever(knowledge);

  return {
    async answer({ message, history, fallbackLanguage }) {
      const language = detectLanguage(message, fallbackLanguage);
      const talk = smallTalk(message);
      if (talk) {
        return {
          response: ASSISTANT_TEXTS[talk][language],
          sources: [],
          language,
          factIds: [],
          outcome: 'small-talk',
          phrasedBy: 'engine',
        };
      }
      const previousQuestion = [...history].reverse().find((item) => item.role === 'user')?.content;
      const { facts } = retriever.retrieve(message, language, previousQuestion);
      if (!facts.length) {
        return {
          response: ASSISTANT_TEXTS.unknown[language],
          sources: [],
          language,
          factIds: [],
          outcome: 'unknown',
          phrasedBy: 'engine',
        };
      }
      const draft = composeAnswer(facts, language);
      const phrased = phraser
        ? await phraser({ question: message, language, facts, history, draft })
        : undefined;
      return {
        response: phrased ?? draft,
        sources: uniqueSources(facts),
        language,
        factIds: facts.map((fact) => fact.id),
        outcome: 'answered',
        phrasedBy: phrased ? 'model' : 'engine',
      };
    },
  };
}
