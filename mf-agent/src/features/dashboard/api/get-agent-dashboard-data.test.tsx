import type { ReactNode } from 'react';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig, type Cache } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentDashboardRequest } from '@nomada/contracts';
import { signInAs, signOutLocally } from '@nomada/state/testing';
import { dashboardData, registration } from '../../../testing/agent-data';
import { stubAgentApi } from '../../../testing/stub-agent-api';
import { useAgentDashboardData } from './get-agent-dashboard-data';

// One cache per test, as a fresh page has.
const cache = (): Cache => new Map();
function wrapperWith(provider: () => Cache) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ provider }}>{children}</SWRConfig>;
  };
}

const query: AgentDashboardRequest = { pendingRegistrations: { page: 2, search: 'pablo' } };
const data = dashboardData({ pendingRegistrations: [registration()] });

beforeEach(() => signInAs('agent'));
afterEach(() => {
  vi.unstubAllGlobals();
  signOutLocally();
});

describe('useAgentDashboardData', () => {
  it('fetches nothing for an applicant or without a user', async () => {
    const api = stubAgentApi({ data });
    signInAs('premiumApplicant');
    renderHook(() => useAgentDashboardData({}), { wrapper: wrapperWith(cache) });
    signOutLocally();
    renderHook(() => useAgentDashboardData({}), { wrapper: wrapperWith(cache) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.mock).not.toHaveBeenCalled();
  });

  it('sends the page and search of each list and gives back the answer', async () => {
    const api = stubAgentApi({ data });
    const { result } = renderHook(() => useAgentDashboardData(query), {
      wrapper: wrapperWith(cache),
    });
    await waitFor(() => expect(result.current.data).toEqual(data));
    expect(api.dataRequests()).toEqual([expect.objectContaining({ body: query })]);
    expect(api.requests[0]?.init.credentials).toBe('include');
  });

  it('skips a call made within 5 s (the page shown again), but a refresh always goes out', async () => {
    const api = stubAgentApi({ data });
    const seen: { latest?: ReturnType<typeof useAgentDashboardData> } = {};
    const latest = () => seen.latest;
    function Reader() {
      seen.latest = useAgentDashboardData({});
      return null;
    }
    const page = (shown: boolean) => (
      <SWRConfig value={{ provider: cache }}>{shown && <Reader />}</SWRConfig>
    );
    const { rerender } = render(page(true));
    await waitFor(() => expect(seen.latest?.data).toBeDefined());
    rerender(page(false));
    seen.latest = undefined;
    rerender(page(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(latest()?.data).toEqual(data);
    expect(api.dataRequests()).toHaveLength(1);

    await act(() => latest()!.refresh());
    expect(api.dataRequests()).toHaveLength(2);
  });

  it('never runs two calls at once, however many refreshes come together', async () => {
    let running = 0;
    let mostAtOnce = 0;
    stubAgentApi({
      data: () => data,
    });
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      try {
        return await original(...args);
      } finally {
        running -= 1;
      }
    });
    const { result } = renderHook(() => useAgentDashboardData({}), {
      wrapper: wrapperWith(cache),
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await act(() =>
      Promise.all([result.current.refresh(), result.current.refresh(), result.current.refresh()]),
    );
    expect(mostAtOnce).toBe(1);
  });

  it('keeps the last answer when a later call fails, and says so', async () => {
    let fail = false;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubAgentApi({
      data: () =>
        fail ? { status: 503, body: { error: 'Unavailable', code: 'unavailable' } } : data,
    });
    const { result } = renderHook(() => useAgentDashboardData({}), {
      wrapper: wrapperWith(cache),
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    fail = true;
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.error?.code).toBe('unavailable'));
    expect(result.current.data).toEqual(data);
    // docs/product/messages.md: the failure is logged, not toasted.
    expect(warn).toHaveBeenCalledWith(
      '[mf-agent] agent dashboard data could not be loaded',
      expect.objectContaining({ code: 'unavailable' }),
    );
    warn.mockRestore();
  });
});
