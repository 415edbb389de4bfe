import type { AssignedAgent, RequiredDocument } from '@nomada/contracts';

/** One line of the notifications card, as a key of `overview.notifications` and its values. */
export type DashboardNotification = {
  key:
    | 'approved'
    | 'rejected'
    | 'received'
    | 'agentAssigned'
    | 'agentAssignedBasic'
    | 'accountApproved';
  tone: 'success' | 'danger' | 'info';
  values: Record<string, string>;
  /** When it happened, if the data says; undated ones go last. */
  at?: string;
};

const LIMIT = 6;

/** What has happened on the case, newest first, from the dashboard data itself. */
export function dashboardNotifications(
  documents: RequiredDocument[],
  agent: AssignedAgent | null,
): DashboardNotification[] {
  const found: DashboardNotification[] = [];
  for (const document of documents) {
    const values = { name: document.name };
    const at = document.uploaded_at ?? undefined;
    if (document.status === 'approved')
      found.push({ key: 'approved', tone: 'success', values, at });
    else if (document.status === 'rejected')
      found.push({ key: 'rejected', tone: 'danger', values, at });
    else if (document.status === 'uploaded' || document.status === 'reviewing')
      found.push({ key: 'received', tone: 'info', values, at });
  }
  if (agent?.assigned_at && agent.email !== undefined) {
    const name = `${agent.first_name} ${agent.last_name}`.trim();
    found.push({ key: 'agentAssigned', tone: 'info', values: { name }, at: agent.assigned_at });
  } else if (agent) {
    found.push({ key: 'agentAssignedBasic', tone: 'info', values: {} });
  }
  found.sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''));
  return [...found.slice(0, LIMIT - 1), { key: 'accountApproved', tone: 'success', values: {} }];
}
