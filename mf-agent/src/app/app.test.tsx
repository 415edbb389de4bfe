import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderAt } from '@nomada/ui/testing';
import { signInAs } from '@nomada/state/testing';
import { dashboardData } from '../testing/agent-data';
import { stubAgentApi } from '../testing/stub-agent-api';
import AgentApp from './app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AgentApp', () => {
  it.each([
    ['/agent/dashboard', 'Agent dashboard'],
    ['/agent/settings', 'Settings'],
  ])('renders %s', async (path, heading) => {
    signInAs('agent');
    stubAgentApi({ data: dashboardData() });
    renderAt(<AgentApp />, path);
    // Pages other than the dashboard are chunks of their own, loaded on first use.
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} · Nomada`);
  });

  it('sends /agent itself to the dashboard', () => {
    signInAs('agent');
    stubAgentApi({ data: dashboardData() });
    renderAt(<AgentApp />, '/agent');
    expect(screen.getByTestId('location').textContent).toBe('/agent/dashboard');
  });

  it('shows the shared not-found view for a path it does not have', () => {
    renderAt(<AgentApp />, '/agent/unknown');
    expect(screen.getByRole('link', { name: /back to home/i })).toBeInTheDocument();
  });
});
