import fc from 'fast-check';

const MIB = 1024 * 1024;

/** Strings that made backtracking patterns take seconds, and other shapes parsers trip on. */
const HOSTILE_STRINGS = [
  `a@${'.'.repeat(20_000)}@`,
  `${'a'.repeat(20_000)}@`,
  '@'.repeat(5_000),
  ' '.repeat(10_000),
  'é'.repeat(5_000),
  `(${'('.repeat(5_000)}`,
  `${'1'.repeat(10_000)}-`,
  "' OR 1=1 --",
  '"; drop table identity.users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '\u0000',
  '\u202e\u202d',
  '\ud800',
  '😀'.repeat(500),
  '__proto__',
  'constructor',
  'a'.repeat(2_001),
  '',
];

/** One array nested a thousand times: a stack-hungry parser or validator shows itself here. */
const deeplyNested = JSON.parse(`${'['.repeat(1000)}1${']'.repeat(1000)}`) as unknown;

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 200, unit: 'binary' }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 6 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 5,
    }),
  },
  { weight: 1, arbitrary: fc.constant(deeplyNested) },
);

/** Bodies that are not JSON at all, or not what their content type says. */
export const rawBody = fc.record({
  text: fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      'null',
      '[]',
      '"text"',
      '{"__proto__":{"admin":true}}',
      '\u0000',
    ),
    fc.string({ maxLength: 200, unit: 'binary' }),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
    '',
  ),
});

/** A megabyte of hostile JSON: the body limits must refuse it before anything parses it. */
export const HUGE_BODIES = [
  JSON.stringify({ email: `a@${'.'.repeat(MIB)}@`, password: 'x' }),
  JSON.stringify({ message: 'x'.repeat(MIB), conversationHistory: [] }),
  `[${'1,'.repeat(MIB / 2)}1]`,
];
