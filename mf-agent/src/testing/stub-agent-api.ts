import type { AgentCase, AgentDashboardData, AgentNotificationsAnswer } from '@nomada/contracts';
import { stubFetch, type StubAnswer, type StubRequest } from '@nomada/state/testing';

export const SIGNED_URL = '/files/signed/abc?expires=1';

type AgentApiOptions = {
  /** The dashboard's answer; a function is asked anew for every request (data that changes). */
  data: AgentDashboardData | ((request: StubRequest) => AgentDashboardData | StubAnswer);
  /** The answer to agent-actions; success unless told. */
  action?: (request: StubRequest) => StubAnswer;
  /** The answer to download-document. */
  download?: () => StubAnswer;
  /** The answer to plan-upgrade-requests; none waiting unless told. */
  upgrades?: (request: StubRequest) => StubAnswer;
  /** The answer to agent-notifications; none unless told. */
  notifications?: (request: StubRequest) => AgentNotificationsAnswer;
  /** The answer to agent-case; 404 unless told. */
  applicantCase?: (request: StubRequest) => AgentCase | StubAnswer;
};

/** Stubs the calls the agent dashboard makes, keeping every request for the test to read. */
export function stubAgentApi({
  data,
  action,
  download,
  upgrades,
  notifications,
  applicantCase,
}: AgentApiOptions) {
  const api = stubFetch((request) => {
    switch (request.path) {
      case '/functions/agent-dashboard-data': {
        const answer = typeof data === 'function' ? data(request) : data;
        return 'agentRecord' in answer ? { body: answer } : answer;
      }
      case '/functions/agent-actions':
        return action?.(request) ?? { body: { success: true } };
      case '/functions/download-document':
        return download?.() ?? { body: { signedUrl: SIGNED_URL } };
      case '/functions/plan-upgrade-requests':
        return upgrades?.(request) ?? { body: { requests: [], total: 0 } };
      case '/functions/agent-notifications':
        return { body: notifications?.(request) ?? { items: [], unread: 0 } };
      case '/functions/agent-notifications-read':
        return { body: { success: true, unread: 0 } };
      case '/functions/agent-case': {
        const answer = applicantCase?.(request);
        if (!answer) return { status: 404, body: { error: 'Not found', code: 'not_found' } };
        return 'profile' in answer ? { body: answer } : answer;
      }
      case SIGNED_URL:
        return { body: { pretend: 'file bytes' } };
      default:
        return { status: 404, body: { error: 'Not found', code: 'not_found' } };
    }
  });
  const to = (path: string) => api.requests.filter((request) => request.path === path);
  return {
    ...api,
    dataRequests: () => to('/functions/agent-dashboard-data'),
    actionRequests: () => to('/functions/agent-actions').map((request) => request.body),
    readRequests: () => to('/functions/agent-notifications-read').map((request) => request.body),
  };
}
