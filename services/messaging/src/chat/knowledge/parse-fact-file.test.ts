import { describe, expect, it } from 'vitest';
import { parseFactFile } from './parse-fact-file';

const GOOD = `# Fees

<!-- A note for editors,
     over two lines. -->

## uge-fee
answers: amount, process
as_of: 2026-02-01
status: certain
keywords: fee, tasa
sources:
- Relostart | https://relostart.com/spain/en/blog/application-digital-nomad-residence-spain
- Our pricing | /pricing

### en
The fee is €73.26.

It is paid before applying.

### es
La tasa es de 73,26 €.

Se paga antes de solicitarlo.
`;

describe('parseFactFile', () => {
  it('reads a fact with its fields, sources and both texts', () => {
    const { facts, problems } = parseFactFile('knowledge/fees.md', GOOD);
    expect(problems).toEqual([]);
    expect(facts).toEqual([
      {
        id: 'uge-fee',
        topic: 'Fees',
        file: 'knowledge/fees.md',
        line: 6,
        answers: ['amount', 'process'],
        asOf: '2026-02-01',
        status: 'certain',
        keywords: ['fee', 'tasa'],
        sources: [
          {
            title: 'Relostart',
            url: 'https://relostart.com/spain/en/blog/application-digital-nomad-residence-spain',
          },
          { title: 'Our pricing', url: '/pricing' },
        ],
        text: {
          en: 'The fee is €73.26.\n\nIt is paid before applying.',
          es: 'La tasa es de 73,26 €.\n\nSe paga antes de solicitarlo.',
        },
      },
    ]);
  });

  it('names the line of each mistake and leaves the broken fact out', () => {
    const broken = GOOD.replace('as_of: 2026-02-01', 'as_of: 1 Feb 2026')
      .replace('answers: amount, process', 'answers: amount, price')
      .replace('- Our pricing | /pricing', '- Our pricing | javascript:alert(1)');
    const { facts, problems } = parseFactFile('knowledge/fees.md', broken);
    expect(facts).toEqual([]);
    expect(problems).toEqual([
      {
        file: 'knowledge/fees.md',
        line: 13,
        message: '"javascript:alert(1)" is not an http(s) address or a /page of ours',
      },
      expect.objectContaining({
        line: 7,
        message: expect.stringContaining('unknown kind "price"'),
      }),
      expect.objectContaining({ line: 8, message: expect.stringContaining('as_of') }),
    ]);
  });

  it('refuses a fact whose English and Spanish figures differ', () => {
    const { problems } = parseFactFile('f.md', GOOD.replace('73,26 €', '72,26 €'));
    expect(problems).toEqual([
      expect.objectContaining({
        line: 6,
        message: expect.stringMatching(/figures \(73\.26\).*\(72\.26\)/),
      }),
    ]);
  });

  it('needs both texts, a source and a title', () => {
    const noSpanish = GOOD.slice(0, GOOD.indexOf('### es'));
    expect(parseFactFile('f.md', noSpanish).problems).toEqual([
      expect.objectContaining({ line: 6, message: 'fact "uge-fee" has no "### es" text' }),
    ]);
    const noSources = GOOD.replace(/sources:\n- .*\n- .*\n/, '');
    expect(parseFactFile('f.md', noSources).problems).toEqual([
      expect.objectContaining({ message: 'fact "uge-fee" needs at least one source' }),
    ]);
    expect(parseFactFile('f.md', GOOD.replace('# Fees', '')).problems).toContainEqual(
      expect.objectContaining({ line: 6, message: expect.stringContaining('"# " title') }),
    );
  });

  it('reports unknown fields, bad ids and stray text', () => {
    const messy = GOOD.replace('## uge-fee', '## UGE fee').replace(
      'status: certain',
      'status: certain\nprice: 73',
    );
    const { problems } = parseFactFile('f.md', `Loose text\n${messy}`);
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [1, 'text outside a fact (start a fact with "## its-id")'],
      [7, '"UGE fee" is not a fact id (lower case words joined by dashes)'],
      [11, 'unknown field "price"'],
    ]);
  });
});
