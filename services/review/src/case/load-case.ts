import {
  DEFAULT_PLAN,
  PROFILE_STATUSES,
  requiredIncomeOf,
  type AgentCase,
  type Language,
} from '@nomada/contracts';
import { notFound } from '@nomada/service-kit';
import type { ReviewDeps } from '../deps';
import { decisionsOfUsers } from '../db/repositories/decisions';
import { auditEntry } from '../dashboard/present';
import { caseProfile, caseRequiredDocument } from './present-case';

/**
 * `agent-case`: one applicant's whole case, in three rounds of calls (each made in parallel): who
 * they are (identity) and their audit trail, then their checklist with documents, files and the
 * decisions on each file (documents), then the names of the agents the case mentions. 404 for anyone
 * who is not an applicant.
 */
export async function loadCase(
  deps: ReviewDeps,
  { userId, language }: { userId: string; language: Language },
): Promise<AgentCase> {
  const { identity, documents } = deps;
  const [page, summaries, decisions] = await Promise.all([
    identity.queryApplicants({
      statuses: [...PROFILE_STATUSES],
      userIds: [userId],
      page: 1,
      pageSize: 1,
    }),
    identity.lookupUsers([userId]),
    decisionsOfUsers(deps.db, [userId]),
  ]);
  const applicant = page.applicants[0];
  const summary = summaries.get(userId);
  if (!applicant || summary?.role !== 'applicant') throw notFound();

  // A case starts with the approval of the registration; before that there is none to show.
  const [{ items, members }, stages] = await Promise.all([
    documents.caseItems(userId, applicant.plan ?? DEFAULT_PLAN),
    applicant.status === 'approved' ? documents.caseOf(userId) : null,
  ]);
  const mentioned = [
    ...(applicant.assigned_agent_id ? [applicant.assigned_agent_id] : []),
    ...(applicant.decided_by ? [applicant.decided_by] : []),
    ...decisions.map((decision) => decision.agent_id),
    ...items.flatMap((item) =>
      item.files.flatMap((file) => file.decisions.map((decision) => decision.decided_by)),
    ),
  ];
  const people = await identity.lookupUsers([...new Set(mentioned)]);
  const auditTrail = decisions.map((decision) => auditEntry(decision, people, language));
  const agent = applicant.assigned_agent_id ? people.get(applicant.assigned_agent_id) : undefined;

  return {
    profile: caseProfile(applicant, people),
    case: stages,
    requiredDocuments: items.map((item) =>
      caseRequiredDocument(item, auditTrail, people, language),
    ),
    auditTrail,
    assignedAgent: agent
      ? {
          id: agent.id,
          first_name: agent.first_name,
          last_name: agent.last_name,
          email: agent.email,
          assigned_at: applicant.assigned_at,
        }
      : null,
    planUpgradeRequested: Boolean(summary.plan_upgrade_requested_at),
    family: { members, required_income: requiredIncomeOf(members.length) },
  };
}
