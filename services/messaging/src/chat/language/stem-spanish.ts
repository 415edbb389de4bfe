/**
 * The Snowball stemmer for Spanish (snowballstem.org/algorithms/spanish): "ingresos", "ingreso" and
 * "ingresar" become "ingres". Input is one lower-case word, accents kept; the result has none.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'á', 'é', 'í', 'ó', 'ú', 'ü']);
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.has(c);

/** Start of the region after the first non-vowel that follows a vowel, from `from`. */
function regionAfter(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  }
  return word.length;
}

function rvStart(word: string): number {
  if (word.length < 2) return word.length;
  if (!isVowel(word[1])) {
    for (let i = 2; i < word.length; i++) if (isVowel(word[i])) return i + 1;
    return word.length;
  }
  if (isVowel(word[0]) && isVowel(word[1])) {
    for (let i = 2; i < word.length; i++) if (!isVowel(word[i])) return i + 1;
    return word.length;
  }
  return 3;
}

type Regions = { rv: number; r1: number; r2: number };

function regions(word: string): Regions {
  const r1 = regionAfter(word, 0);
  return { rv: rvStart(word), r1, r2: regionAfter(word, r1) };
}

const longestFirst = (list: string) => list.split(/\s+/).sort((a, b) => b.length - a.length);

/** The longest of `suffixes` the word ends with. */
const findSuffix = (word: string, suffixes: readonly string[]) =>
  suffixes.find((suffix) => word.endsWith(suffix));

const inRegion = (word: string, suffix: string, start: number) =>
  word.length - suffix.length >= start;

const removeAccents = (word: string) =>
  word
    .replace(/á/g, 'a')
    .replace(/é/g, 'e')
    .replace(/í/g, 'i')
    .replace(/ó/g, 'o')
    .replace(/ú/g, 'u');

const PRONOUNS = longestFirst('me se sela selo selas selos la le lo las les los nos');
const PRONOUN_HOSTS = longestFirst('iéndo ándo ár ér ír ando iendo ar er ir yendo');

function step0(word: string, { rv }: Regions): string {
  const pronoun = findSuffix(word, PRONOUNS);
  if (!pronoun || !inRegion(word, pronoun, rv)) return word;
  const before = word.slice(0, -pronoun.length);
  const host = findSuffix(before, PRONOUN_HOSTS);
  if (!host || !inRegion(before, host, rv)) return word;
  if (host === 'yendo') return before.endsWith('uyendo') ? before : word;
  return host === removeAccents(host)
    ? before
    : before.slice(0, -host.length) + removeAccents(host);
}

type Step1Rule = {
  suffixes: string[];
  apply: (word: string, suffix: string, r: Regions) => string;
};

const STEP1: Step1Rule[] = [
  {
    suffixes: longestFirst(
      'anza anzas ico ica icos icas ismo ismos able ables ible ibles ista istas oso osa osos osas amiento amientos imiento imientos',
    ),
    apply: (word, suffix, r) =>
      inRegion(word, suffix, r.r2) ? word.slice(0, -suffix.length) : word,
  },
  {
    suffixes: longestFirst('adora ador ación adoras adores aciones ante antes ancia ancias'),
    apply: (word, suffix, r) => {
      if (!inRegion(word, suffix, r.r2)) return word;
      const stem = word.slice(0, -suffix.length);
      return stem.endsWith('ic') && inRegion(stem, 'ic', r.r2) ? stem.slice(0, -2) : stem;
    },
  },
  {
    suffixes: ['logías', 'logía'],
    apply: (word, suffix, r) =>
      inRegion(word, suffix, r.r2) ? word.slice(0, -suffix.length) + 'log' : word,
  },
  {
    suffixes: ['uciones', 'ución'],
    apply: (word, suffix, r) =>
      inRegion(word, suffix, r.r2) ? word.slice(0, -suffix.length) + 'u' : word,
  },
  {
    suffixes: ['encias', 'encia'],
    apply: (word, suffix, r) =>
      inRegion(word, suffix, r.r2) ? word.slice(0, -suffix.length) + 'ente' : word,
  },
  {
    suffixes: ['amente'],
    apply: (word, suffix, r) => {
      if (!inRegion(word, suffix, r.r1)) return word;
      const stem = word.slice(0, -suffix.length);
      if (stem.endsWith('iv') && inRegion(stem, 'iv', r.r2)) {
        const shorter = stem.slice(0, -2);
        return shorter.endsWith('at') && inRegion(shorter, 'at', r.r2)
          ? shorter.slice(0, -2)
          : shorter;
      }
      const other = findSuffix(stem, ['os', 'ic', 'ad']);
      return other && inRegion(stem, other, r.r2) ? stem.slice(0, -2) : stem;
    },
  },
  {
    suffixes: ['mente'],
    apply: (word, suffix, r) => {
      if (!inRegion(word, suffix, r.r2)) return word;
      const stem = word.slice(0, -suffix.length);
      const other = findSuffix(stem, ['ante', 'able', 'ible']);
      return other && inRegion(stem, other, r.r2) ? stem.slice(0, -other.length) : stem;
    },
  },
  {
    suffixes: ['idades', 'idad'],
    apply: (word, suffix, r) => {
      if (!inRegion(word, suffix, r.r2)) return word;
      const stem = word.slice(0, -suffix.length);
      const other = findSuffix(stem, ['abil', 'ic', 'iv']);
      return other && inRegion(stem, other, r.r2) ? stem.slice(0, -other.length) : stem;
    },
  },
  {
    suffixes: ['ivas', 'ivos', 'iva', 'ivo'],
    apply: (word, suffix, r) => {
      if (!inRegion(word, suffix, r.r2)) return word;
      const stem = word.slice(0, -suffix.length);
      return stem.endsWith('at') && inRegion(stem, 'at', r.r2) ? stem.slice(0, -2) : stem;
    },
  },
];

const ALL_STEP1 = STEP1.flatMap((rule) => rule.suffixes.map((suffix) => ({ suffix, rule }))).sort(
  (a, b) => b.suffix.length - a.suffix.length,
);

function step1(word: string, r: Regions): string {
  const match = ALL_STEP1.find(({ suffix }) => word.endsWith(suffix));
  return match ? match.rule.apply(word, match.suffix, r) : word;
}

const STEP2A = longestFirst('ya ye yan yen yeron yendo yo yó yas yes yais yamos');

function step2a(word: string, { rv }: Regions): string {
  const suffix = findSuffix(word, STEP2A);
  if (!suffix || !inRegion(word, suffix, rv)) return word;
  const stem = word.slice(0, -suffix.length);
  return stem.endsWith('u') ? stem : word;
}

const STEP2B_GU = longestFirst('en es éis emos');
const STEP2B = longestFirst(
  `arían arías arán arás aríais aría aréis aríamos aremos ará aré erían erías erán erás eríais ería
  eréis eríamos eremos erá eré irían irías irán irás iríais iría iréis iríamos iremos irá iré aba ada
  ida ía ara iera ad ed id ase iese aste iste an aban ían aran ieran asen iesen aron ieron ado ido ando
  iendo ió ar er ir as abas adas idas ías aras ieras ases ieses ís áis abais íais arais ierais aseis
  ieseis asteis isteis ados idos amos ábamos íamos imos áramos iéramos iésemos ásemos`,
).filter(Boolean);
const ALL_STEP2B = [...STEP2B_GU, ...STEP2B].sort((a, b) => b.length - a.length);

function step2b(word: string, { rv }: Regions): string {
  const suffix = findSuffix(word, ALL_STEP2B);
  if (!suffix || !inRegion(word, suffix, rv)) return word;
  const stem = word.slice(0, -suffix.length);
  if (STEP2B_GU.includes(suffix) && stem.endsWith('gu') && inRegion(stem, 'u', rv)) {
    return stem.slice(0, -1);
  }
  return stem;
}

function step3(word: string, { rv }: Regions): string {
  const residual = findSuffix(word, ['os', 'a', 'o', 'á', 'í', 'ó']);
  if (residual) return inRegion(word, residual, rv) ? word.slice(0, -residual.length) : word;
  const e = findSuffix(word, ['e', 'é']);
  if (!e || !inRegion(word, e, rv)) return word;
  const stem = word.slice(0, -1);
  return stem.endsWith('gu') && inRegion(stem, 'u', rv) ? stem.slice(0, -1) : stem;
}

export function stemSpanish(input: string): string {
  if (input.length <= 2 || /\d/.test(input)) return removeAccents(input);
  let word = step0(input, regions(input));
  const afterStep1 = step1(word, regions(word));
  if (afterStep1 !== word) {
    word = afterStep1;
  } else {
    const afterStep2a = step2a(word, regions(word));
    word = afterStep2a !== word ? afterStep2a : step2b(word, regions(word));
  }
  word = step3(word, regions(word));
  return removeAccents(word).replace(/ü/g, 'u');
}
