import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-problems';

describe('catalogueProblems', () => {
  it('accepts matching catalogues', () => {
    expect(catalogueProblems({ a: { b: 'Hi {{name}}' } }, { a: { b: 'Hola {{name}}' } })).toEqual(
      [],
    );
  });

  it('names missing keys, empty texts and placeholder mismatches', () => {
    expect(
      catalogueProblems(
        { a: 'A', b: 'Hi {{name}}', c: 'C' },
        { a: ' ', b: 'Hola {{nombre}}', d: 'D' },
      ),
    ).toEqual(['es lacks c', 'en lacks d', 'es a is empty', 'b has different placeholders']);
  });
});
