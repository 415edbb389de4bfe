import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '@nomada/contracts';
import { signInAs, signOutLocally, stubFetch, type StubAnswer } from '@nomada/state/testing';
import { DASHBOARD_FETCH_INTERVAL_MS, EMPTY_STATS, useDashboardData } from './get-dashboard-data';

const dashboard: DashboardData = {
  requiredDocuments: [
    {
      id: '3f2b8c1e-6a4d-4e0f-9b7a-1c2d3e4f5a60',
      name: 'Valid passport',
      description: 'All pages of a passport with at least 6 months of validity left.',
      max_file_size: 10 * 1024 * 1024,
      file_types: ['pdf', 'jpg', 'png'],
      status: 'approved',
      rejection_reason: null,
      uploaded_at: '2026-11-20T09:30:00.000Z',
      user_document_id: '8a1e2f3c-4b5d-4c6e-8f70-9a0b1c2d3e4f',
      file_url: 'users/7b0c8a4e/passport.pdf',
      requested: false,
      member_id: null,
      legalisation: 'none',
      legalisation_status: 'not_needed',
      translation: 'none',
      translation_status: 'not_needed',
      files: [],
      revision: 1,
      max_age_days: null,
      min_validity_days: null,
      freshness: 'ok',
    },
  ],
  stats: {
    total: 4,
    uploaded: 0,
    approved: 1,
    rejected: 0,
    reviewing: 0,
    pending: 3,
    progressPercentage: 25,
  },
  assignedAgent: {
    first_name: 'Marta',
    last_name: 'Ruiz',
    email: 'marta.ruiz@example.com',
    assigned_at: '2026-11-19T12:00:00.000Z',
  },
  case: { stage: 'documents', events: [], deadlines: [] },
  family: {
    members: [],
    required_income: { annual: 34188, monthly: 2849, year: 2026, basis: '200% of the SMI' },
  },
};

// A cache of its own per test, as a fresh page would have.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

/** The throttle outlives a test (it is the module's), so a first fetch may wait up to 1 s. */
const patiently = { timeout: 3000 };

afterEach(() => {
  vi.unstubAllGlobals();
  signOutLocally();
});

describe('useDashboardData', () => {
  it('fetches nothing without a user, nor for a profile without a plan', async () => {
    const api = stubFetch({ body: dashboard });
    signOutLocally();
    const { rerender } = renderHook(() => useDashboardData(), { wrapper });
    signInAs('premiumApplicant', { plan: null });
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.mock).not.toHaveBeenCalled();
  });

  it('loads the checklist, the stats and the agent of the signed-in applicant', async () => {
    const api = stubFetch({ body: dashboard });
    signInAs('premiumApplicant');
    const { result } = renderHook(() => useDashboardData(), { wrapper });
    expect(result.current).toMatchObject({ isLoading: true, stats: EMPTY_STATS });
    await waitFor(() => expect(result.current.isLoading).toBe(false), patiently);
    expect(result.current).toMatchObject({
      requiredDocuments: dashboard.requiredDocuments,
      stats: dashboard.stats,
      assignedAgent: dashboard.assignedAgent,
      error: undefined,
    });
    expect(api.requests).toEqual([
      expect.objectContaining({ path: '/functions/auth-get-dashboard-data', body: undefined }),
    ]);
    expect(api.requests[0]?.init.credentials).toBe('include');
  });

  it('empties the documents and zeroes the stats when a load fails', async () => {
    let answer: StubAnswer = { body: dashboard };
    stubFetch(() => answer);
    signInAs('basicApplicant');
    const { result } = renderHook(() => useDashboardData(), { wrapper });
    await waitFor(() => expect(result.current.stats.total).toBe(4), patiently);
    answer = { status: 403, body: { error: 'Awaiting review', code: 'application_pending' } };
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({
      requiredDocuments: [],
      stats: EMPTY_STATS,
      assignedAgent: null,
    });
    expect(result.current.error?.code).toBe('application_pending');
  });

  it('waits the interval before a reload, and never overlaps two fetches', async () => {
    const spans: Array<{ start: number; end?: number }> = [];
    stubFetch(async () => {
      const span: { start: number; end?: number } = { start: Date.now() };
      spans.push(span);
      await new Promise((resolve) => setTimeout(resolve, 50));
      span.end = Date.now();
      return { body: dashboard };
    });
    signInAs('premiumApplicant');
    const { result } = renderHook(() => useDashboardData(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false), patiently);
    // Three reloads at once (say, three uploads finishing together): one more fetch, a second later.
    await act(() =>
      Promise.all([result.current.reload(), result.current.reload(), result.current.reload()]),
    );
    expect(spans).toHaveLength(2);
    const [first, second] = spans as [{ start: number; end: number }, { start: number }];
    // Date.now() and the timers' clock each round to the millisecond: 1 ms apart is the same instant.
    expect(second.start - first.start).toBeGreaterThanOrEqual(DASHBOARD_FETCH_INTERVAL_MS - 1);
    expect(second.start).toBeGreaterThanOrEqual(first.end);
  });
});
