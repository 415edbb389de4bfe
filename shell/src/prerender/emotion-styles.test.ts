import createCache from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { styleTags } from './emotion-styles';

const chunks = [
  { key: 'css-global', ids: ['reset'], css: 'html{margin:0}' },
  { key: 'css', ids: ['abc', 'def'], css: '.css-abc{color:red}.css-def{color:blue}' },
];

describe('styleTags', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("leaves the served global styles where they are, and the browser's emotion cache adopts the rules", () => {
    document.head.innerHTML = `${styleTags(chunks)}<script id="after"></script>`;
    const globalStyles = document.head.firstElementChild;

    const cache = createCache({ key: 'css' });

    expect(document.head.firstElementChild).toBe(globalStyles);
    expect(globalStyles?.nextElementSibling?.id).toBe('after');
    expect(cache.inserted).toMatchObject({ abc: true, def: true });
  });

  it('writes nothing for a chunk without CSS, and no stray end of style', () => {
    const tags = styleTags([
      { key: 'css', ids: [], css: '' },
      { ...chunks[1]!, css: 'a{}</style>' },
    ]);
    expect(tags.match(/<style/g)).toHaveLength(1);
    expect(tags).toContain('a{}<\\/style>');
  });
});
