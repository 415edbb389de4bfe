import { describe, expect, it } from 'vitest';
import type { Profile } from '@nomada/contracts';
import { findRouteOwner } from '../../app/route-ownership';
import { decideAccess, homeFor, type GuardSession } from './guard-decision';

const user = { id: 'u', email: 'a@b.co', created_at: '' };
const profile = (status: Profile['status']): Profile => ({
  id: 'p',
  first_name: 'Ana',
  last_name: 'Ruiz',
  full_name: 'Ana Ruiz',
  email: 'a@b.co',
  plan: 'basic',
  account_type: 'individual',
  accepted: status === 'approved',
  status,
  rejection_reason: null,
  email_confirmed: true,
});
const visitor: GuardSession = { user: null, profile: null, role: null, loading: false };
const applicant = (status: Profile['status']): GuardSession => ({
  user,
  profile: profile(status),
  role: 'applicant',
  loading: false,
});
const agent: GuardSession = { user, profile: profile('approved'), role: 'agent', loading: false };

function decide(path: string, session: GuardSession) {
  const owner = findRouteOwner(path);
  if (!owner) throw new Error(`no owner for ${path}`);
  return decideAccess(owner.access, session);
}

describe('route guard', () => {
  it('lets everyone see public pages, even while the session loads', () => {
    expect(decide('/', { ...visitor, loading: true })).toEqual({ type: 'allow' });
    expect(decide('/onboarding', visitor)).toEqual({ type: 'allow' });
  });

  it('waits for the session on guarded pages', () => {
    expect(decide('/dashboard', { ...visitor, loading: true })).toEqual({ type: 'loading' });
  });

  it('sends visitors to /login, including from the status pages', () => {
    for (const path of [
      '/dashboard',
      '/agent/dashboard',
      '/agent/settings',
      '/agent/documents/42',
      '/pending-approval',
      '/application-rejected',
    ]) {
      expect(decide(path, visitor)).toEqual({ type: 'redirect', to: '/login' });
    }
  });

  it('sends a user with the wrong role to their own dashboard', () => {
    expect(decide('/dashboard', agent)).toEqual({ type: 'redirect', to: '/agent/dashboard' });
    expect(decide('/agent/settings', applicant('approved'))).toEqual({
      type: 'redirect',
      to: '/dashboard',
    });
  });

  it('sends pending and rejected applicants to their status page', () => {
    expect(decide('/dashboard', applicant('pending'))).toEqual({
      type: 'redirect',
      to: '/pending-approval',
    });
    expect(decide('/dashboard/documents', applicant('rejected'))).toEqual({
      type: 'redirect',
      to: '/application-rejected',
    });
    expect(decide('/dashboard', applicant('approved'))).toEqual({ type: 'allow' });
    expect(decide('/pending-approval', applicant('pending'))).toEqual({ type: 'allow' });
  });

  it('lets agents into the agent area', () => {
    expect(decide('/agent/dashboard', agent)).toEqual({ type: 'allow' });
  });

  it('knows each role home', () => {
    expect(homeFor('agent')).toBe('/agent/dashboard');
    expect(homeFor('applicant')).toBe('/dashboard');
    expect(homeFor(null)).toBe('/dashboard');
  });
});

describe('route ownership', () => {
  it('maps paths to their remote as ARCHITECTURE.md lists them', () => {
    const owners = Object.fromEntries(
      [
        '/',
        '/how-it-works',
        '/pricing',
        '/contact',
        '/terms',
        '/cookies',
        '/privacy-policy',
        '/privacy',
        '/onboarding',
        '/pending-approval',
        '/application-rejected',
        '/dashboard',
        '/dashboard/support',
        '/agent',
        '/agent/dashboard',
        '/agent/settings/',
        '/agent/documents/42',
      ].map((path) => [path, findRouteOwner(path)?.remote]),
    );
    expect(owners).toEqual({
      '/': 'mf_marketing',
      '/how-it-works': 'mf_marketing',
      '/pricing': 'mf_marketing',
      '/contact': 'mf_marketing',
      '/terms': 'mf_marketing',
      '/cookies': 'mf_marketing',
      '/privacy-policy': 'mf_marketing',
      '/privacy': 'mf_marketing',
      '/onboarding': 'mf_applicant',
      '/pending-approval': 'mf_applicant',
      '/application-rejected': 'mf_applicant',
      '/dashboard': 'mf_applicant',
      '/dashboard/support': 'mf_applicant',
      '/agent': 'mf_agent',
      '/agent/dashboard': 'mf_agent',
      '/agent/settings/': 'mf_agent',
      '/agent/documents/42': 'mf_agent',
    });
  });

  it('leaves unknown paths to the not-found page', () => {
    for (const path of ['/nope', '/dashboards', '/agents', '/agentx/dashboard', '/login-x'])
      expect(findRouteOwner(path)).toBeUndefined();
  });
});
