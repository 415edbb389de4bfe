import { describe, expect, it } from 'vitest';
import {
  chooseSharedVariants,
  fitsChosenVariants,
  missingExports,
  signedInCopiesOf,
  type SharedExportsManifest,
} from './shared-variants';

const signedIn = {
  exports: ['Box', 'Button', 'Card', 'Dialog', 'Field', 'Tabs'],
  file: 'copies/packages/chakra/share-entry.js',
  globalName: 'shell_copies_t_chakra',
};

const host: SharedExportsManifest = {
  shared: [
    {
      name: '@chakra-ui/react',
      usedExports: ['Box', 'Button', 'Field.Root', 'Card'],
      fallback: 'independent-packages/chakra/share-entry.js',
      signedIn,
    },
    { name: 'react-router', usedExports: ['Link', 'Routes'], fallback: 'x/share-entry.js' },
    { name: 'react', usedExports: ['useState'] },
  ],
};

const remote = (chakra: string[], router: string[] = ['Link']): SharedExportsManifest => ({
  shared: [
    { name: '@chakra-ui/react', usedExports: chakra },
    { name: 'react-router', usedExports: router },
    { name: 'react', usedExports: ['useEffect', 'lazy'] },
  ],
});

describe('missingExports', () => {
  it('finds exports and namespace members the trimmed copy lacks', () => {
    expect(missingExports(host, remote(['Box', 'Kbd']), '@chakra-ui/react')).toEqual(['Kbd']);
    // A whole namespace kept covers its members; one member kept does not cover the others.
    expect(missingExports(host, remote(['Card.Footer', 'Field.Root']), '@chakra-ui/react')).toEqual(
      [],
    );
    expect(missingExports(host, remote(['Field.Label']), '@chakra-ui/react')).toEqual([
      'Field.Label',
    ]);
    expect(missingExports(host, remote(['*']), '@chakra-ui/react')).toEqual(['*']);
  });
});

describe('chooseSharedVariants', () => {
  it('keeps the trimmed copies when the remote needs nothing else', () => {
    expect(chooseSharedVariants(host, [remote(['Box', 'Card.Body'])])).toEqual(
      new Map([
        ['@chakra-ui/react', 'trimmed'],
        ['react-router', 'trimmed'],
      ]),
    );
  });

  it('takes the signed-in copy when the trimmed one lacks an export it keeps, per package', () => {
    const variants = chooseSharedVariants(host, [remote(['Box', 'Dialog.Root'])]);
    expect(variants.get('@chakra-ui/react')).toBe('signed-in');
    expect(variants.get('react-router')).toBe('trimmed');
    expect(signedInCopiesOf(host, variants)).toEqual(new Map([['@chakra-ui/react', signedIn]]));
  });

  it('chooses the copy every remote of the page fits', () => {
    const variants = chooseSharedVariants(host, [remote(['Box']), remote(['Tabs.List'])]);
    expect(variants.get('@chakra-ui/react')).toBe('signed-in');
  });

  it('loads the whole package when even the signed-in copy lacks an export', () => {
    const variants = chooseSharedVariants(host, [remote(['Box', 'Menu.Root'])]);
    expect(variants.get('@chakra-ui/react')).toBe('whole');
    expect(signedInCopiesOf(host, variants).size).toBe(0);
  });

  it('loads the whole package when the shell built no signed-in copy of it', () => {
    expect(chooseSharedVariants(host, [remote([], ['useBlocker'])]).get('react-router')).toBe(
      'whole',
    );
  });

  it('decides for the shell alone when no remote is on the page', () => {
    expect(chooseSharedVariants(host, []).get('@chakra-ui/react')).toBe('trimmed');
  });

  it('chooses nothing for packages shared whole anyway', () => {
    expect(chooseSharedVariants(host, [remote([])]).has('react')).toBe(false);
  });
});

describe('fitsChosenVariants', () => {
  it('accepts any remote once the whole package is loaded, and checks trimmed ones', () => {
    const chosen = new Map([
      ['@chakra-ui/react', 'whole'],
      ['react-router', 'trimmed'],
    ] as const);
    expect(fitsChosenVariants(host, remote(['Dialog.Root']), chosen)).toBe(true);
    expect(fitsChosenVariants(host, remote([], ['useBlocker']), chosen)).toBe(false);
  });

  it('checks a remote against the signed-in copy once that is loaded', () => {
    const chosen = new Map([
      ['@chakra-ui/react', 'signed-in'],
      ['react-router', 'trimmed'],
    ] as const);
    expect(fitsChosenVariants(host, remote(['Dialog.Root', 'Box']), chosen)).toBe(true);
    expect(fitsChosenVariants(host, remote(['Menu.Root']), chosen)).toBe(false);
  });
});
