/**
 * `npm run check-knowledge -w @nomada/messaging [-- <folder>]`: checks the visa assistant's knowledge
 * base the way the worker does at start, and says what it found or every problem with its line.
 */
import { loadKnowledge } from '../chat/knowledge/load-knowledge';
import { KnowledgeError } from '../chat/knowledge/knowledge-problem';

try {
  const { facts, synonyms } = loadKnowledge(process.argv[2] || undefined);
  const topics = new Set(facts.map((fact) => fact.topic));
  console.log(
    `Knowledge base OK: ${facts.length} facts in ${topics.size} topics, ${synonyms.length} synonym groups.`,
  );
} catch (error) {
  console.error(error instanceof KnowledgeError ? error.message : error);
  process.exitCode = 1;
}
