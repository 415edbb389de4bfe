import type { SynonymGroup } from './fact';
import { blankComments, type KnowledgeProblem } from './knowledge-problem';

const CONCEPT = /^[a-z]+(?:-[a-z]+)*$/;
const ENTRY = /^-\s+([^:]+):\s*(.*)$/;

/** Reads `synonyms.md`: a "# " title, then one `- concept: word, word, a phrase` per line. */
export function parseSynonyms(
  file: string,
  content: string,
): { synonyms: SynonymGroup[]; problems: KnowledgeProblem[] } {
  const synonyms: SynonymGroup[] = [];
  const problems: KnowledgeProblem[] = [];
  const seen = new Set<string>();
  blankComments(content)
    .split('\n')
    .forEach((raw, index) => {
      const line = index + 1;
      const text = raw.trim();
      if (!text || text.startsWith('# ')) return;
      const entry = ENTRY.exec(text);
      if (!entry) {
        problems.push({ file, line, message: 'a synonym line is "- concept: word, word, …"' });
        return;
      }
      const concept = (entry[1] ?? '').trim();
      const terms = (entry[2] ?? '')
        .split(',')
        .map((term) => term.trim())
        .filter(Boolean);
      if (!CONCEPT.test(concept))
        problems.push({
          file,
          line,
          message: `"${concept}" is not a concept name (lower case words joined by dashes)`,
        });
      else if (seen.has(concept))
        problems.push({ file, line, message: `concept "${concept}" is listed twice` });
      else if (!terms.length)
        problems.push({ file, line, message: `concept "${concept}" has no words` });
      else {
        seen.add(concept);
        synonyms.push({ concept, terms, file, line });
      }
    });
  return { synonyms, problems };
}
