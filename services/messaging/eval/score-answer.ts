import type { AssistantAnswer } from '../src/chat/assistant/assistant';
import { foldAccents } from '../src/chat/language/normalise';

export type EvalQuestion = {
  language: 'en' | 'es';
  mustInclude?: string[][];
  expect?: 'unknown';
};

/** Accents, capitals, thousands separators and the space before "%" do not decide a match. */
export function squash(text: string): string {
  return foldAccents(text)
    .replace(/(\d)[.,\u00a0 ](?=\d)/g, '$1')
    .replace(/\s+%/g, '%')
    .replace(/[–—]/g, '-');
}

/** Whether an answer is correct: the right language, the required facts, sources, or an honest "don't know". */
export function scoreAnswer(
  question: EvalQuestion,
  answer: AssistantAnswer,
): { passed: boolean; problems: string[] } {
  const problems: string[] = [];
  if (answer.language !== question.language)
    problems.push(`answered in ${answer.language}, asked in ${question.language}`);
  if (question.expect === 'unknown') {
    if (answer.outcome !== 'unknown') problems.push('should have said it does not know');
    return { passed: !problems.length, problems };
  }
  if (answer.outcome !== 'answered') problems.push(`no answer (${answer.outcome})`);
  if (!answer.sources.length) problems.push('no sources');
  const text = squash(answer.response);
  for (const group of question.mustInclude ?? []) {
    if (!group.some((candidate) => text.includes(squash(candidate))))
      problems.push(`missing one of: ${group.join(' | ')}`);
  }
  return { passed: !problems.length, problems };
}
