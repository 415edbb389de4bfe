import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadKnowledge } from './load-knowledge';
import { KnowledgeError } from './knowledge-problem';

const dirs: string[] = [];
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nomada-knowledge-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const fact = (id: string) => `## ${id}
answers: amount
as_of: 2026-01-01
sources:
- A source | https://example.org/a

### en
It costs €10.

### es
Cuesta 10 €.
`;

describe('loadKnowledge', () => {
  it('loads the repository’s knowledge base: every topic, dated and sourced, in both languages', () => {
    const { facts, synonyms } = loadKnowledge();
    expect(facts.length).toBeGreaterThanOrEqual(40);
    expect(synonyms.length).toBeGreaterThanOrEqual(30);
    const topics = new Set(facts.map((item) => item.topic));
    for (const topic of [
      'Who qualifies for the digital nomad visa',
      'Income requirement',
      'Documents and their rules',
      'Apostille, legalisation and sworn translation',
      'Consulate visa or residence permit in Spain',
      'Processing times',
      'Government fees',
      'Family members',
      'Taxes and the Beckham regime',
      'How Nomada works',
    ])
      expect(topics).toContain(topic);
    for (const item of facts) {
      expect(item.sources.length).toBeGreaterThan(0);
      expect(item.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('fails loudly with the file and line of every problem', () => {
    const dir = folder({
      'fees.md': `# Fees\n\n${fact('a-fee')}\n${fact('a-fee')}`,
      'broken.md': `# Broken\n\n## broken-fact\nanswers: amount\nwhat is this\n`,
      'synonyms.md': '# Synonyms\n- fee: fee, cost\n- Bad Name: x\n',
    });
    let error: unknown;
    try {
      loadKnowledge(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(KnowledgeError);
    const name = path.basename(dir);
    const message = (error as Error).message;
    expect(message).toContain(`${name}/broken.md:5: unexpected line in fact "broken-fact"`);
    expect(message).toContain(
      `${name}/fees.md:15: fact id "a-fee" is already used in ${name}/fees.md:3`,
    );
    expect(message).toContain(`${name}/synonyms.md:3: "Bad Name" is not a concept name`);
  });

  it('fails when the folder is missing or has no topics', () => {
    expect(() => loadKnowledge('/nonexistent/knowledge')).toThrow(/cannot read the folder/);
    expect(() => loadKnowledge(folder({ 'README.md': '# About' }))).toThrow(/no topic files/);
  });
});
