/**
 * `npm run eval:assistant`: asks the visa assistant every question of eval/questions.json and
 * prints which answers contain the facts a correct answer must contain, with the score per split
 * (dev, held-out, unseen) and language. `--min=0.8` exits 1 below that score; `--verbose` prints answers;
 * `--split=dev` asks only the questions used while tuning the engine (the held-out ones stay unseen).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createAssistant } from '../src/chat/assistant/assistant';
import { loadKnowledge } from '../src/chat/knowledge/load-knowledge';
import { scoreAnswer } from './score-answer';

/** Each split with the name the score gives it, in the order they were written. */
const SPLITS = [
  ['dev', 'dev'],
  ['heldout', 'held-out'],
  ['unseen', 'unseen'],
] as const;

const questionSchema = z.object({
  id: z.string(),
  language: z.enum(['en', 'es']),
  split: z.enum(SPLITS.map(([name]) => name)),
  question: z.string().min(1),
  mustInclude: z.array(z.array(z.string().min(1)).min(1)).optional(),
  expect: z.literal('unknown').optional(),
});
const fileSchema = z.object({ questions: z.array(questionSchema).min(1) });

const write = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const min = Number(args.find((arg) => arg.startsWith('--min='))?.slice(6) ?? 0);
  const file = path.join(import.meta.dirname, 'questions.json');
  const split = args.find((arg) => arg.startsWith('--split='))?.slice(8);
  const questions = fileSchema
    .parse(JSON.parse(readFileSync(file, 'utf8')))
    .questions.filter((item) => !split || item.split === split);
  const assistant = createAssistant(loadKnowledge());

  const results: Array<{ split: string; language: string; passed: boolean }> = [];
  for (const item of questions) {
    const answer = await assistant.answer({
      message: item.question,
      history: [],
      fallbackLanguage: item.language,
    });
    const { passed, problems } = scoreAnswer(item, answer);
    results.push({ split: item.split, language: item.language, passed });
    write(`${passed ? 'PASS' : 'FAIL'}  ${item.id.padEnd(28)} ${item.question}`);
    if (!passed) for (const problem of problems) write(`        ${problem}`);
    if (verbose || !passed)
      write(
        `        → [${answer.factIds.join(', ') || answer.outcome}] ${answer.response.split('\n')[0]}`,
      );
  }

  const share = (filter: (result: (typeof results)[number]) => boolean) => {
    const picked = results.filter(filter);
    const passed = picked.filter((result) => result.passed).length;
    return { passed, total: picked.length, text: `${passed}/${picked.length}` };
  };
  const overall = share(() => true);
  write();
  write(`Score: ${overall.text} (${Math.round((100 * overall.passed) / overall.total)}%)`);
  for (const [name, label] of SPLITS) {
    const inSplit = (result: (typeof results)[number]) => result.split === name;
    if (!results.some(inSplit)) continue;
    write(
      `  ${label.padEnd(9)} ${share(inSplit).text.padStart(5)}  (English ${share((r) => inSplit(r) && r.language === 'en').text}, Spanish ${share((r) => inSplit(r) && r.language === 'es').text})`,
    );
  }
  write(
    `  English ${share((r) => r.language === 'en').text}, Spanish ${share((r) => r.language === 'es').text}`,
  );
  return overall.passed / overall.total >= min ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
