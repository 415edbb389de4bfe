import type { z } from 'zod';
import {
  PROFILE_STATUSES,
  type AgentDashboardData,
  type AgentListName,
  type AgentListPage,
  type ApplicantRecord,
  type agentDashboardRequestSchema,
  type AuditEntry,
  type DocumentName,
  type Language,
} from '@nomada/contracts';
import { unauthorized } from '@nomada/service-kit';
import type { ReviewDeps } from '../deps';
import { decisionsOfUsers } from '../db/repositories/decisions';
import { documentsAwaitingReview } from './documents-awaiting-review';
import { agentDocument, agentUser, auditEntry, registrationRecord } from './present';

export type DashboardQuery = z.output<typeof agentDashboardRequestSchema>;

const pageOf = ({ page, pageSize, search }: DashboardQuery[AgentListName]) => ({
  page,
  pageSize,
  ...(search ? { search } : {}),
});

/** The cards count whole lists; a searched list's total is only what matched. */
const cardsNeedOwnCounts = (query: DashboardQuery) =>
  [query.pendingRegistrations, query.assignedUsers, query.unassignedUsers].some(
    (list) => list.search,
  );

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * Everything the agent dashboard shows: the lists and counts (identity, documents), then what the
 * rows need beside them (the registrations' documents, the audit trail and everyone's names). Each
 * call of the second kind starts as soon as the lists it needs have come, not once all have.
 */
export async function loadDashboard(
  deps: ReviewDeps,
  { agentId, query, language }: { agentId: string; query: DashboardQuery; language: Language },
): Promise<AgentDashboardData> {
  const { identity, documents } = deps;
  const registrationLists = Promise.all([
    identity.queryApplicants({ statuses: ['pending'], ...pageOf(query.pendingRegistrations) }),
    identity.queryApplicants({
      statuses: ['approved', 'rejected'],
      ...pageOf(query.registrationHistory),
    }),
  ]);
  const awaitingList = documentsAwaitingReview(deps, pageOf(query.documents));
  const registrationIdsOf = ([pending, history]: Awaited<typeof registrationLists>) => [
    ...new Set([...pending.applicants, ...history.applicants].map((applicant) => applicant.id)),
  ];
  const registrationDocumentsLoad = registrationLists.then((lists) =>
    documents.ofUsers(registrationIdsOf(lists)),
  );
  // The names come from identity once the trail says which agents it mentions: the trail is a local
  // query, far quicker than another round of calls.
  const trailAndPeopleLoad = Promise.all([registrationLists, awaitingList]).then(
    async ([lists, awaiting]) => {
      const ownerIds = awaiting.documents.map((document) => document.user_id);
      const deciders = [...lists[0].applicants, ...lists[1].applicants].flatMap((applicant) =>
        applicant.decided_by ? [applicant.decided_by] : [],
      );
      const decisions = await decisionsOfUsers(deps.db, [
        ...new Set([...registrationIdsOf(lists), ...ownerIds]),
      ]);
      const people = await identity.lookupUsers([
        agentId,
        ...ownerIds,
        ...deciders,
        ...decisions.map((decision) => decision.agent_id),
      ]);
      return { decisions, people };
    },
  );

  const [
    searchedCounts,
    [pending, history],
    assigned,
    unassigned,
    awaiting,
    registrationDocuments,
    { decisions, people },
  ] = await Promise.all([
    cardsNeedOwnCounts(query) ? identity.counts(agentId) : null,
    registrationLists,
    identity.queryApplicants({
      statuses: [...PROFILE_STATUSES],
      assignment: 'agent',
      agentId,
      ...pageOf(query.assignedUsers),
    }),
    identity.queryApplicants({
      statuses: ['approved'],
      assignment: 'unassigned',
      ...pageOf(query.unassignedUsers),
    }),
    awaitingList,
    registrationDocumentsLoad,
    trailAndPeopleLoad,
  ]);

  // Unsearched, a list's total is its card's number: identity need not count it twice.
  const counts = searchedCounts ?? {
    pendingRegistrations: pending.total,
    assignedToAgent: assigned.total,
    unassigned: unassigned.total,
  };
  const agent = people.get(agentId);
  // The session outlived the account (or its role): nothing to show it.
  if (!agent || agent.role !== 'agent') throw unauthorized();

  const trails = groupBy(
    decisions.map((decision) => auditEntry(decision, people, language)),
    (entry) => entry.user_id,
  );
  const trailOf = (userId: string): AuditEntry[] => trails.get(userId) ?? [];
  const documentsOf = groupBy<DocumentName>(registrationDocuments, (document) => document.user_id);
  const toRegistration = (applicant: ApplicantRecord) =>
    registrationRecord(applicant, {
      documents: documentsOf.get(applicant.id) ?? [],
      auditTrail: trailOf(applicant.id),
      people,
      language,
    });
  const pageInfo = (list: AgentListName, total: number): AgentListPage => ({
    page: query[list].page,
    pageSize: query[list].pageSize,
    total,
  });

  return {
    documents: awaiting.documents.map((document) =>
      agentDocument(document, {
        owner: people.get(document.user_id),
        auditTrail: trailOf(document.user_id),
        language,
      }),
    ),
    pendingRegistrations: pending.applicants.map(toRegistration),
    registrationHistory: history.applicants.map(toRegistration),
    assignedUsers: assigned.applicants.map(agentUser),
    unassignedUsers: unassigned.applicants.map(agentUser),
    agentRecord: {
      id: agent.id,
      first_name: agent.first_name,
      last_name: agent.last_name,
      email: agent.email,
    },
    counts: {
      pendingDocuments: awaiting.counts.uploaded,
      documentsUnderReview: awaiting.counts.reviewing,
      pendingRegistrations: counts.pendingRegistrations,
      assignedUsers: counts.assignedToAgent,
      unassignedUsers: counts.unassigned,
    },
    pagination: {
      documents: pageInfo('documents', awaiting.total),
      pendingRegistrations: pageInfo('pendingRegistrations', pending.total),
      registrationHistory: pageInfo('registrationHistory', history.total),
      assignedUsers: pageInfo('assignedUsers', assigned.total),
      unassignedUsers: pageInfo('unassignedUsers', unassigned.total),
    },
  };
}
