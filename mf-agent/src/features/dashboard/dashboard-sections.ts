/** docs/product/screens.md: the four summary cards and the four tabs of the agent dashboard. */
export const SUMMARY_METRICS = [
  'pendingDocuments',
  'documentsUnderReview',
  'pendingRegistrations',
  'assignedUsers',
] as const;
export type SummaryMetric = (typeof SUMMARY_METRICS)[number];
export type SummaryCounts = Partial<Record<SummaryMetric, number>>;

export const AGENT_TABS = ['assignments', 'documents', 'registrations', 'history'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];
