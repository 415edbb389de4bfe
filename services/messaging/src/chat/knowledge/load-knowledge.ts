import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '@nomada/service-kit';
import type { Fact, KnowledgeBase, SynonymGroup } from './fact';
import { KnowledgeError, type KnowledgeProblem } from './knowledge-problem';
import { parseFactFile } from './parse-fact-file';
import { parseSynonyms } from './parse-synonyms';

export const SYNONYMS_FILE = 'synonyms.md';
/** Files of the folder that are not topics. */
const NOT_TOPICS = new Set([SYNONYMS_FILE, 'README.md']);

/** `services/messaging/knowledge`, found from this file (source or bundle) like the mailbox folder. */
export function defaultKnowledgeDir(): string {
  return path.join(findRepoRoot(import.meta.dirname), 'services', 'messaging', 'knowledge');
}

/**
 * Reads and checks every file of the knowledge base. Any problem (a broken file, a missing text,
 * figures that differ between the languages, an id used twice) throws a KnowledgeError naming each
 * file and line, so a worker started on a broken base stops at once instead of answering wrongly.
 */
export function loadKnowledge(dir: string = defaultKnowledgeDir()): KnowledgeBase {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort();
  } catch (error) {
    throw new KnowledgeError([
      { file: dir, line: 0, message: `cannot read the folder (${(error as Error).message})` },
    ]);
  }
  const problems: KnowledgeProblem[] = [];
  const facts: Fact[] = [];
  let synonyms: SynonymGroup[] = [];
  for (const name of names) {
    if (name === 'README.md') continue;
    const file = path.join(path.basename(dir), name);
    const content = readFileSync(path.join(dir, name), 'utf8');
    if (name === SYNONYMS_FILE) {
      const parsed = parseSynonyms(file, content);
      synonyms = parsed.synonyms;
      problems.push(...parsed.problems);
      continue;
    }
    const parsed = parseFactFile(file, content);
    facts.push(...parsed.facts);
    problems.push(...parsed.problems);
  }
  const firstSeen = new Map<string, Fact>();
  for (const fact of facts) {
    const earlier = firstSeen.get(fact.id);
    if (earlier)
      problems.push({
        file: fact.file,
        line: fact.line,
        message: `fact id "${fact.id}" is already used in ${earlier.file}:${earlier.line}`,
      });
    else firstSeen.set(fact.id, fact);
  }
  if (!names.some((name) => !NOT_TOPICS.has(name)))
    problems.push({ file: dir, line: 0, message: 'no topic files (*.md) found' });
  if (problems.length) throw new KnowledgeError(problems);
  return { facts, synonyms };
}
