import type { ChatLanguage } from '../language/normalise';
import {
  FACT_STATUSES,
  QUESTION_KINDS,
  type Fact,
  type FactSource,
  type FactStatus,
  type QuestionKind,
} from './fact';
import { figuresIn } from './figures';
import { blankComments, type KnowledgeProblem } from './knowledge-problem';

const FACT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FIELD = /^([a-z_]+):\s*(.*)$/;
const SOURCE = /^-\s+(.+?)\s*\|\s*(\S+)\s*$/;

type Draft = {
  id: string;
  line: number;
  fields: Map<string, { value: string; line: number }>;
  sources: FactSource[];
  sourcesLine: number;
  text: Partial<Record<ChatLanguage, string[]>>;
};

type Mode = 'fields' | 'sources' | ChatLanguage;

export type ParsedFactFile = { facts: Fact[]; problems: KnowledgeProblem[] };

function isSourceUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Paragraphs joined by a blank line; lines of one paragraph by a space. */
function joinParagraphs(lines: readonly string[]): string {
  return lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join(' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

const sameFigures = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((figure) => b.has(figure));

function finishFact(
  draft: Draft,
  topic: string,
  file: string,
  problems: KnowledgeProblem[],
): Fact | undefined {
  const before = problems.length;
  const problem = (line: number, message: string) => problems.push({ file, line, message });
  const field = (name: string) => draft.fields.get(name);
  const at = (name: string) => field(name)?.line ?? draft.line;

  const answers = (field('answers')?.value ?? '')
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  if (!answers.length)
    problem(at('answers'), `fact "${draft.id}" needs "answers:" (${QUESTION_KINDS.join(', ')})`);
  for (const kind of answers) {
    if (!(QUESTION_KINDS as readonly string[]).includes(kind))
      problem(
        at('answers'),
        `unknown kind "${kind}" in answers (use ${QUESTION_KINDS.join(', ')})`,
      );
  }

  const asOf = field('as_of')?.value ?? '';
  if (!isRealDate(asOf))
    problem(at('as_of'), `fact "${draft.id}" needs "as_of:" as a date like 2026-02-18`);

  const status = field('status')?.value ?? 'certain';
  if (!(FACT_STATUSES as readonly string[]).includes(status))
    problem(at('status'), `status must be ${FACT_STATUSES.join(' or ')}, not "${status}"`);

  if (!draft.sources.length)
    problem(draft.sourcesLine || draft.line, `fact "${draft.id}" needs at least one source`);

  const text = {
    en: joinParagraphs(draft.text.en ?? []),
    es: joinParagraphs(draft.text.es ?? []),
  };
  for (const language of ['en', 'es'] as const) {
    if (!text[language]) problem(draft.line, `fact "${draft.id}" has no "### ${language}" text`);
  }
  if (text.en && text.es && !sameFigures(figuresIn(text.en, 'en'), figuresIn(text.es, 'es'))) {
    const en = [...figuresIn(text.en, 'en')].join(', ');
    const es = [...figuresIn(text.es, 'es')].join(', ');
    problem(
      draft.line,
      `fact "${draft.id}": the English figures (${en}) differ from the Spanish ones (${es})`,
    );
  }
  if (problems.length !== before) return undefined;
  return {
    id: draft.id,
    topic,
    file,
    line: draft.line,
    answers: answers as QuestionKind[],
    asOf,
    status: status as FactStatus,
    keywords: (field('keywords')?.value ?? '')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    sources: draft.sources,
    text,
  };
}

/**
 * Reads one topic file of the knowledge base (format: knowledge/README.md). Every mistake is
 * reported with its line; a fact with a mistake is left out.
 */
export function parseFactFile(file: string, content: string): ParsedFactFile {
  const problems: KnowledgeProblem[] = [];
  const problem = (line: number, message: string) => {
    problems.push({ file, line, message });
  };
  const facts: Fact[] = [];
  let topic: string | undefined;
  let draft: Draft | undefined;
  let mode: Mode = 'fields';

  const close = () => {
    if (draft && topic) {
      const fact = finishFact(draft, topic, file, problems);
      if (fact) facts.push(fact);
    }
    draft = undefined;
  };

  blankComments(content)
    .split('\n')
    .forEach((raw, index) => {
      const line = index + 1;
      const text = raw.trimEnd();
      const heading = /^(#{1,3})\s+(.*)$/.exec(text);
      if (heading) {
        const [, marks, title = ''] = heading;
        if (marks === '#') {
          if (topic) problem(line, 'a file has one "# " title; use "## " for a fact');
          else topic = title.trim();
          return;
        }
        if (marks === '##') {
          close();
          if (!topic) problem(line, 'the file must start with a "# " title before its facts');
          const id = title.trim();
          if (!FACT_ID.test(id))
            problem(line, `"${id}" is not a fact id (lower case words joined by dashes)`);
          draft = { id, line, fields: new Map(), sources: [], sourcesLine: 0, text: {} };
          mode = 'fields';
          return;
        }
        const language = title.trim();
        if (!draft) return problem(line, `"### ${language}" outside a fact`);
        if (language !== 'en' && language !== 'es')
          return problem(line, `"### ${language}": the text headings are "### en" and "### es"`);
        if (draft.text[language])
          problem(line, `fact "${draft.id}" has two "### ${language}" texts`);
        draft.text[language] = [];
        mode = language;
        return;
      }
      if (!draft) {
        if (text.trim()) problem(line, 'text outside a fact (start a fact with "## its-id")');
        return;
      }
      if (mode === 'en' || mode === 'es') {
        draft.text[mode]?.push(text);
        return;
      }
      if (!text.trim()) return;
      if (mode === 'sources') {
        const source = SOURCE.exec(text.trim());
        if (source) {
          const [, title = '', url = ''] = source;
          if (!isSourceUrl(url))
            problem(line, `"${url}" is not an http(s) address or a /page of ours`);
          else draft.sources.push({ title, url });
          return;
        }
        if (text.trim().startsWith('-'))
          return problem(line, 'a source is written "- Title | https://…"');
        mode = 'fields';
      }
      const field = FIELD.exec(text.trim());
      if (!field)
        return problem(line, `unexpected line in fact "${draft.id}" (fields are "name: value")`);
      const [, name = '', value = ''] = field;
      if (!['answers', 'as_of', 'status', 'keywords', 'sources'].includes(name))
        return problem(line, `unknown field "${name}"`);
      if (draft.fields.has(name)) problem(line, `field "${name}" is given twice`);
      if (name === 'sources') {
        mode = 'sources';
        draft.sourcesLine = line;
        if (value.trim()) problem(line, 'list the sources on the lines below "sources:"');
        return;
      }
      draft.fields.set(name, { value: value.trim(), line });
    });
  close();
  if (!topic) problem(1, 'the file has no "# " title');
  return { facts, problems };
}
