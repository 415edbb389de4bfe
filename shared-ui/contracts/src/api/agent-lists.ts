/**
 * The agent dashboard's lists and their limits, apart from the schemas of agent-shapes.ts: the
 * dashboard's first screen reads them, and importing them from there carried all of zod along.
 */

/** The lists of the agent dashboard; each one is paged and searched on its own. */
export const AGENT_LISTS = [
  'documents',
  'pendingRegistrations',
  'registrationHistory',
  'assignedUsers',
  'unassignedUsers',
] as const;
export type AgentListName = (typeof AGENT_LISTS)[number];

export const AGENT_PAGE_SIZE_DEFAULT = 20;
export const AGENT_PAGE_SIZE_MAX = 100;
export const AGENT_SEARCH_MAX = 200;
