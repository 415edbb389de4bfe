import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '@nomada/contracts';
import { stubFetch } from '../testing';
import { apiCall, apiFetcher } from './api-call';

const dashboard: DashboardData = {
  requiredDocuments: [],
  stats: {
    total: 4,
    uploaded: 1,
    approved: 1,
    rejected: 0,
    reviewing: 0,
    pending: 2,
    progressPercentage: 25,
  },
  assignedAgent: null,
  case: { stage: 'documents', events: [], deadlines: [] },
  family: {
    members: [],
    required_income: { annual: 34188, monthly: 2849, year: 2026, basis: '200% of the SMI' },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('apiCall', () => {
  it('posts the body to the path of the call', async () => {
    const api = stubFetch({ body: { success: true } });
    await apiCall('change-password', { currentPassword: 'Old-pass1!', newPassword: 'N3w-pass!' });
    expect(api.requests[0]).toMatchObject({
      path: '/functions/change-password',
      body: { currentPassword: 'Old-pass1!', newPassword: 'N3w-pass!' },
    });
  });

  it('returns the answer as the contract parses it', async () => {
    stubFetch({ body: { ...dashboard, extra: 'dropped' } });
    await expect(apiCall('auth-get-dashboard-data')).resolves.toEqual(dashboard);
  });

  it('refuses an answer that does not match the contract', async () => {
    stubFetch({ body: { requiredDocuments: 'nope' } });
    await expect(apiCall('auth-get-dashboard-data')).rejects.toMatchObject({
      status: 200,
      code: 'unexpected_response',
    });
  });
});

describe('apiFetcher', () => {
  it('reads the call named by an swr key, ignoring whose key it is', async () => {
    const api = stubFetch({ body: dashboard });
    await expect(apiFetcher(['auth-get-dashboard-data', 'user-1'])).resolves.toEqual(dashboard);
    expect(api.requests[0]).toMatchObject({
      path: '/functions/auth-get-dashboard-data',
      body: undefined,
    });
  });

  it('sends the body a key carries', async () => {
    const api = stubFetch({ body: { messages: [] } });
    await apiFetcher([
      'lawyer-messages',
      'agent-1',
      { userId: '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10' },
    ]);
    expect(api.requests[0]?.body).toEqual({ userId: '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10' });
  });
});
