import {
  DUE_SOON_WORKING_DAYS,
  type AgentDeadline,
  type AgentDeadlines,
  type OpenDeadlineRecord,
  type UserSummary,
} from '@nomada/contracts';
import type { DocumentsClient } from '../clients/documents-client';
import type { IdentityClient } from '../clients/identity-client';

const fullName = (person: UserSummary) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email;

type Clients = { documents: DocumentsClient; identity: IdentityClient };

/** As many applicants as documents takes in one call for their open deadlines. */
const USERS_PER_CALL = 5000;

/** The open deadlines of these applicants, soonest first, asked in calls documents accepts. */
async function openDeadlinesOfUsers(
  documents: DocumentsClient,
  userIds: string[],
): Promise<OpenDeadlineRecord[]> {
  const batches: string[][] = [];
  for (let at = 0; at < userIds.length; at += USERS_PER_CALL)
    batches.push(userIds.slice(at, at + USERS_PER_CALL));
  const answers = await Promise.all(
    batches.map((batch) => documents.openDeadlines({ userIds: batch })),
  );
  const deadlines = answers.flatMap((answer) => answer.deadlines);
  if (answers.length > 1)
    deadlines.sort((a, b) => a.due_on.localeCompare(b.due_on) || a.id.localeCompare(b.id));
  return deadlines;
}

/**
 * Each open deadline with its applicant: of the applicants given, or whoever they are assigned to
 * (reminders).
 */
export async function openDeadlinesWithApplicants(
  { documents, identity }: Clients,
  userIds?: string[],
): Promise<{ deadline: OpenDeadlineRecord; applicant: UserSummary }[]> {
  if (userIds?.length === 0) return [];
  const deadlines = userIds
    ? await openDeadlinesOfUsers(documents, userIds)
    : (await documents.openDeadlines({ all: true })).deadlines;
  if (deadlines.length === 0) return [];
  const people = await identity.lookupUsers([...new Set(deadlines.map((d) => d.user_id))]);
  return deadlines.flatMap((deadline) => {
    const applicant = people.get(deadline.user_id);
    return applicant?.role === 'applicant' ? [{ deadline, applicant }] : [];
  });
}

export function toAgentDeadline(
  deadline: OpenDeadlineRecord,
  applicant: UserSummary,
): AgentDeadline {
  return {
    id: deadline.id,
    kind: deadline.kind,
    due_on: deadline.due_on,
    source_event: deadline.source_event,
    userId: deadline.user_id,
    applicant_name: fullName(applicant),
    missing_items: deadline.missing_items,
    working_days_left: deadline.working_days_left,
    overdue: deadline.working_days_left !== null && deadline.working_days_left < 0,
  };
}

/**
 * The open deadlines of the applicants assigned to `agentId`, soonest first (documents answers them
 * by date, so overdue ones lead), and the dashboard's counts.
 */
export async function openDeadlinesOfAgent(
  deps: Clients,
  agentId: string,
): Promise<AgentDeadlines> {
  const assigned = await deps.identity.assignedApplicantIds(agentId);
  // Asked again with each applicant: one reassigned in between is no longer this agent's.
  const deadlines = (await openDeadlinesWithApplicants(deps, assigned))
    .filter(({ applicant }) => applicant.assigned_agent_id === agentId)
    .map(({ deadline, applicant }) => toAgentDeadline(deadline, applicant));
  const left = (deadline: AgentDeadline) => deadline.working_days_left;
  return {
    deadlines,
    summary: {
      open: deadlines.length,
      due_soon: deadlines.filter(
        (d) => left(d) !== null && left(d)! >= 0 && left(d)! <= DUE_SOON_WORKING_DAYS,
      ).length,
      overdue: deadlines.filter((d) => d.overdue).length,
    },
  };
}
