import { SWRConfig } from 'swr';
import type { AgentCase } from '@nomada/contracts';
import type { StubAnswer, StubRequest } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import AgentApp from '../app/app';
import { dashboardData } from './agent-data';
import { stubAgentApi } from './stub-agent-api';

/**
 * The agent app on `shown`'s case page, with a cache of its own as a fresh page has; the API
 * answers the case with `shown` and agent actions with `action`.
 */
export function renderCase(shown: AgentCase, action?: (request: StubRequest) => StubAnswer) {
  const api = stubAgentApi({ data: dashboardData(), applicantCase: () => shown, action });
  renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AgentApp />
    </SWRConfig>,
    `/agent/applicants/${shown.profile.id}`,
  );
  return api;
}
