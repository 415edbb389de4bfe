import { describe, expect, it } from 'vitest';
import { scrubPerson } from './scrub-text';

describe('scrubPerson', () => {
  const terms = ['ana.garcia@example.com', 'Ana', 'García Núñez'];

  it('replaces the email, the full name and each name, whatever the case', () => {
    expect(
      scrubPerson(
        "ANA's passport (ana.garcia@example.com) is not García Núñez's",
        [...terms, 'Ana García Núñez'],
        'deleted-0a1b2c3d',
      ),
    ).toBe("deleted-0a1b2c3d's passport (deleted-0a1b2c3d) is not deleted-0a1b2c3d's");
  });

  it('leaves words that only contain a name alone', () => {
    expect(scrubPerson('Banana and Anabel', terms, 'deleted-0a1b2c3d')).toBe('Banana and Anabel');
  });

  it('takes names literally, not as patterns', () => {
    expect(scrubPerson('a+b (x) a.b', ['a+b', '(x)'], 'p')).toBe('p p a.b');
  });
});
