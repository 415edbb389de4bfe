import type { ChatHistoryItem } from '@nomada/contracts';
import type { Phraser, PhraseRequest } from '../assistant/assistant';
import { figuresIn } from '../knowledge/figures';
import type { ChatLanguage } from '../language/normalise';
import {
  completeChat,
  ModelError,
  type ModelMessage,
  type ModelSettings,
} from './chat-completions';

type Logger = { warn(details: object, message: string): void };

const LANGUAGE_NAMES: Record<ChatLanguage, string> = { en: 'English', es: 'Spanish' };
/** Longer than any good answer to one question; a runaway answer falls back to the engine's. */
const MAX_ANSWER_CHARS = 2_500;
const HISTORY_ITEM_CHARS = 1_000;

function instructions(language: ChatLanguage, passages: string): string {
  return [
    "You are the visa assistant of Nomada, a firm that helps people apply for Spain's digital nomad visa.",
    `Answer the applicant's last question in ${LANGUAGE_NAMES[language]}, using only the passages below.`,
    'Copy every figure (amounts, percentages, periods, dates) exactly as a passage writes it, and never state a figure that is not in the passages.',
    'If the passages do not answer the question, say you do not know and suggest asking their lawyer in the lawyer chat.',
    'Be brief and plain: at most 120 words, no headings, no links (the sources are shown separately).',
    '',
    'Passages:',
    passages,
  ].join('\n');
}

function conversation(history: readonly ChatHistoryItem[]): ModelMessage[] {
  return history.map((item) => ({
    role: item.role,
    content: item.content.slice(0, HISTORY_ITEM_CHARS),
  }));
}

/** The figures of a reply that none of the passages state: any one means the reply is refused. */
export function inventedFigures(
  reply: string,
  allowedText: string,
  language: ChatLanguage,
): string[] {
  const allowed = figuresIn(allowedText, language);
  return [...figuresIn(reply, language)].filter((figure) => !allowed.has(figure));
}

/**
 * Gives the retrieved facts to a language model to phrase the answer. The engine's draft stays the
 * answer whenever the model fails, is slower than its time limit, writes too much, or states a
 * figure the facts do not (the check that keeps "figures only from the facts" true with a model).
 */
export function createModelPhraser(settings: ModelSettings, logger: Logger): Phraser {
  return async ({ question, language, facts, history, draft }: PhraseRequest) => {
    const passages = facts
      .map((fact, index) => `[${index + 1}] ${fact.text[language]}`)
      .join('\n\n');
    const messages: ModelMessage[] = [
      { role: 'system', content: instructions(language, passages) },
      ...conversation(history),
      { role: 'user', content: question },
    ];
    const started = Date.now();
    let reply: string;
    try {
      reply = await completeChat(settings, messages);
    } catch (error) {
      const reason = error instanceof ModelError ? error.message : 'model call failed';
      logger.warn({ reason, ms: Date.now() - started }, 'model answer not used');
      return undefined;
    }
    if (reply.length > MAX_ANSWER_CHARS) {
      logger.warn({ reason: 'too long', chars: reply.length }, 'model answer not used');
      return undefined;
    }
    // The draft holds every fact's text plus the assistant's own notes: all a reply may quote.
    const invented = inventedFigures(reply, draft, language);
    if (invented.length) {
      logger.warn({ reason: 'figures not in the facts', invented }, 'model answer not used');
      return undefined;
    }
    return reply;
  };
}
