import { describe, expect, it } from 'vitest';
import { hostileLocations } from '@nomada/contracts';
import { loginPathFor, safeNextPath } from './next-path';

const ORIGIN = 'https://nomada.example';

describe('safeNextPath', () => {
  it.each([
    ['/dashboard/documents', '/dashboard/documents'],
    ['/dashboard/documents?tab=2#passport', '/dashboard/documents?tab=2#passport'],
    ['/dashboard/lawyer-chat', '/dashboard/lawyer-chat'],
    ['/agent/dashboard', '/agent/dashboard'],
    ['/dashboard/../agent/settings', '/agent/settings'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeNextPath(value, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/dashboard',
    'http://nomada.example/dashboard',
    'https:evil.example',
    'https:/evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example',
    '//evil.example/dashboard',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '%2F%5Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%0d%0a/evil.example',
    '/%E0%A4%A',
    '/login',
    '/login?next=/dashboard',
    `/${'a'.repeat(3000)}`,
  ])('ignores %j', (value) => {
    expect(safeNextPath(value, ORIGIN)).toBeNull();
  });

  it.each(hostileLocations(ORIGIN))('ignores the hostile location %j', (value) => {
    expect(safeNextPath(value, ORIGIN)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers the page asked for', () => {
    expect(loginPathFor({ pathname: '/dashboard/documents', search: '?a=1', hash: '#x' })).toBe(
      '/login?next=%2Fdashboard%2Fdocuments%3Fa%3D1%23x',
    );
  });

  it('does not bother for the home page or the sign-in page', () => {
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/login', search: '?next=/x', hash: '' })).toBe('/login');
  });

  it('round-trips through safeNextPath', () => {
    const login = loginPathFor({ pathname: '/dashboard/support', search: '', hash: '' });
    const next = new URL(login, ORIGIN).searchParams.get('next');
    expect(safeNextPath(next, ORIGIN)).toBe('/dashboard/support');
  });
});
