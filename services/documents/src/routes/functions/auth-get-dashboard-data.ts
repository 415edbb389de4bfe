import type { FastifyPluginAsync } from 'fastify';
import {
  DEFAULT_PLAN,
  requiredIncomeOf,
  utcDate,
  type AssignedAgent,
  type DashboardData,
  type UserSummary,
} from '@nomada/contracts';
import { apiRoute, type IdentityLookup } from '@nomada/service-kit';
import { approvedApplicant } from '../../access/approved-applicant';
import { callerLanguage } from '../../access/caller-language';
import { caseOf } from '../../db/repositories/case-events';
import { checklistOf } from '../../db/repositories/required-documents';
import { effectiveRequirements, requirementsOf } from '../../db/repositories/item-requirements';
import { membersOf, toFamilyMember } from '../../db/repositories/family-members';
import { filesByDocument } from '../../db/repositories/document-files';
import { documentsOfUser } from '../../db/repositories/user-documents';
import type { DocumentsDeps } from '../../deps';
import { documentStats } from '../../present/document-stats';
import { toRequiredDocument } from '../../present/document-shapes';
import { findExpiredCase } from '../../retention/expired-cases';

/** Contact details and the assignment date are a premium feature: basic applicants get names only. */
async function assignedAgentOf(
  applicant: UserSummary,
  identity: IdentityLookup,
): Promise<AssignedAgent | null> {
  if (!applicant.assigned_agent_id) return null;
  const agent = (await identity.lookupUsers([applicant.assigned_agent_id])).get(
    applicant.assigned_agent_id,
  );
  if (!agent || agent.role !== 'agent') return null;
  const names = { first_name: agent.first_name, last_name: agent.last_name };
  if (applicant.plan !== 'premium' || !applicant.assigned_at) return names;
  return { ...names, email: agent.email, assigned_at: applicant.assigned_at };
}

/** the HTTP contract `auth-get-dashboard-data`: the approved applicant's checklist, stats and assigned agent. */
export const dashboardDataRoute: FastifyPluginAsync<DocumentsDeps> = async (app, deps) => {
  const { db, identity } = deps;

  apiRoute(app, 'auth-get-dashboard-data', async (request): Promise<DashboardData> => {
    const applicant = await approvedApplicant(request, identity);
    const language = callerLanguage(request);
    const today = utcDate(deps.now());
    const [checklist, documents, assignedAgent, documentsRetention, caseNow, members, decided] =
      await Promise.all([
        checklistOf(db, { userId: applicant.id, plan: applicant.plan ?? DEFAULT_PLAN }),
        documentsOfUser(db, applicant.id),
        assignedAgentOf(applicant, identity),
        findExpiredCase(db, applicant.id),
        caseOf(db, applicant.id),
        membersOf(db, applicant.id),
        requirementsOf(db, applicant.id),
      ]);
    const byItem = new Map(documents.map((document) => [document.required_document_id, document]));
    const files = await filesByDocument(
      db,
      documents.map((document) => document.id),
    );
    const requiredDocuments = checklist.map((item) => {
      const document = byItem.get(item.id);
      return toRequiredDocument(
        item,
        document,
        (document && files.get(document.id)) ?? [],
        language,
        today,
        effectiveRequirements(item, decided),
      );
    });
    return {
      requiredDocuments,
      stats: documentStats(checklist.map((item) => byItem.get(item.id)?.status ?? null)),
      assignedAgent,
      documentsRetention,
      plan: applicant.plan ?? DEFAULT_PLAN,
      case: caseNow,
      family: {
        members: members.map(toFamilyMember),
        required_income: requiredIncomeOf(members.length),
      },
    };
  });
};
