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

/** Each open deadline with its applicant, whoever they are assigned to (reminders). */
export async function openDeadlinesWithApplicants({
  documents,
  identity,
}: {
  documents: DocumentsClient;
  identity: IdentityClient;
}): Promise<{ deadline: OpenDeadlineRecord; applicant: UserSummary }[]> {
  const { deadlines } = await documents.openDeadlines({ all: true });
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
  deps: { documents: DocumentsClient; identity: IdentityClient },
  agentId: string,
): Promise<AgentDeadlines> {
  const deadlines = (await openDeadlinesWithApplicants(deps))
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
