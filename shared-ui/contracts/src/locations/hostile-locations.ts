import { MAX_LOCATION_LENGTH } from './own-location';

/**
 * Locations that must never lead anywhere but a page of `origin`: the tricks seen against reset links
 * and `next`, for the unit tests and the API fuzz of every field that carries a location.
 */
export const hostileLocations = (origin: string): string[] => [
  `${origin}//evil.example/r`,
  '/.//evil.example/r',
  '/./..//evil.example/r',
  '//evil.example/r',
  '///evil.example/r',
  '/\\evil.example/r',
  '\\\\evil.example/r',
  '/%2F%2Fevil.example/r',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  '/\u2215\u2215evil.example',
  '/\uff0f\uff0fevil.example',
  '/\u29f8\u29f8evil.example',
  '/%E2%88%95%E2%88%95evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/r',
  origin.replace(/^https?:/, (scheme) => (scheme === 'https:' ? 'http:' : 'https:')) + '/r',
  `${origin}.evil.example/r`,
  `${origin}@evil.example/r`,
  origin.replace('://', '://user:pass@') + '/r',
  origin.replace('://', ':') + '/r',
  'reset-password',
  '',
  `/${'a'.repeat(MAX_LOCATION_LENGTH)}`,
];
