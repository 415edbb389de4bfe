/**
 * Porter's stemming algorithm for English (M. F. Porter, 1980): "requirements", "required" and
 * "requires" become "requir". Input is one lower-case word without accents.
 */

const isConsonantAt = (word: string, i: number): boolean => {
  const c = word[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 || !isConsonantAt(word, i - 1);
  return true;
};

/** m: the number of vowel-consonant sequences in the stem ([C](VC){m}[V]). */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  const n = stem.length;
  while (i < n && isConsonantAt(stem, i)) i++;
  while (i < n) {
    while (i < n && !isConsonantAt(stem, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonantAt(stem, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !isConsonantAt(stem, i));

const endsWithDoubleConsonant = (word: string) =>
  word.length >= 2 &&
  word[word.length - 1] === word[word.length - 2] &&
  isConsonantAt(word, word.length - 1);

/** *o: the stem ends consonant-vowel-consonant, the last not w, x or y ("hop", not "snow"). */
function endsCvc(word: string): boolean {
  const n = word.length;
  if (n < 3) return false;
  const last = word[n - 1];
  return (
    isConsonantAt(word, n - 3) &&
    !isConsonantAt(word, n - 2) &&
    isConsonantAt(word, n - 1) &&
    last !== 'w' &&
    last !== 'x' &&
    last !== 'y'
  );
}

/** Replaces the first matching suffix when the remaining stem's measure passes `condition`. */
function replaceSuffix(
  word: string,
  rules: ReadonlyArray<readonly [string, string]>,
  condition: (stem: string) => boolean,
): string {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      return condition(stem) ? stem + replacement : word;
    }
  }
  return word;
}

function step1a(word: string): string {
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies')) return word.slice(0, -2);
  if (word.endsWith('ss')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function step1b(word: string): string {
  if (word.endsWith('eed')) {
    const stem = word.slice(0, -3);
    return measure(stem) > 0 ? stem + 'ee' : word;
  }
  for (const suffix of ['ed', 'ing']) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (!hasVowel(stem)) return word;
    if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return stem + 'e';
    if (endsWithDoubleConsonant(stem) && !/[lsz]$/.test(stem)) return stem.slice(0, -1);
    if (measure(stem) === 1 && endsCvc(stem)) return stem + 'e';
    return stem;
  }
  return word;
}

function step1c(word: string): string {
  if (word.endsWith('y') && hasVowel(word.slice(0, -1))) return word.slice(0, -1) + 'i';
  return word;
}

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['abli', 'able'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
];

const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

const STEP4 = [
  'ement',
  'ance',
  'ence',
  'able',
  'ible',
  'ment',
  'ant',
  'ent',
  'ion',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'al',
  'er',
  'ic',
  'ou',
] as const;

/** Longest suffixes first, as the algorithm's table is read. */
const byLength = <T extends readonly [string, string]>(rules: readonly T[]) =>
  [...rules].sort((a, b) => b[0].length - a[0].length);
const STEP2_SORTED = byLength(STEP2);
const STEP3_SORTED = byLength(STEP3);
const STEP4_SORTED = [...STEP4].sort((a, b) => b.length - a.length);

function step4(word: string): string {
  for (const suffix of STEP4_SORTED) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (suffix === 'ion' && !/[st]$/.test(stem)) return word;
    return measure(stem) > 1 ? stem : word;
  }
  return word;
}

function step5(word: string): string {
  let result = word;
  if (result.endsWith('e')) {
    const stem = result.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) result = stem;
  }
  if (measure(result) > 1 && endsWithDoubleConsonant(result) && result.endsWith('l')) {
    result = result.slice(0, -1);
  }
  return result;
}

export function stemEnglish(word: string): string {
  if (word.length <= 2 || /\d/.test(word)) return word;
  let result = step1c(step1b(step1a(word)));
  result = replaceSuffix(result, STEP2_SORTED, (stem) => measure(stem) > 0);
  result = replaceSuffix(result, STEP3_SORTED, (stem) => measure(stem) > 0);
  return step5(step4(result));
}
