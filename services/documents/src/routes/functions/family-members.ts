import type { FastifyPluginAsync } from 'fastify';
import {
  errorText,
  familyMemberAddSchema,
  familyMemberRemoveSchema,
  type FamilyMember,
  type SuccessBody,
} from '@nomada/contracts';
import { apiRoute, badRequest, conflict, notFound, parseBody } from '@nomada/service-kit';
import { approvedApplicant } from '../../access/approved-applicant';
import { lockCaseOf } from '../../db/repositories/case-events';
import { addMember, removeMember, toFamilyMember } from '../../db/repositories/family-members';
import { removeQueuedFiles } from '../../db/repositories/files-to-remove';
import type { DocumentsDeps } from '../../deps';

/**
 * Issue 28: the applicant adds and removes the family members who come with them. A member's papers
 * join the applicant's checklist with the member; removal (before filing only) takes their files too.
 * Everything happens under the person's case lock, so the family's rules hold under races.
 */
export const familyMemberRoutes: FastifyPluginAsync<DocumentsDeps> = async (app, deps) => {
  const { db, storage } = deps;

  apiRoute(app, 'family-member-add', async (request): Promise<{ member: FamilyMember }> => {
    const applicant = await approvedApplicant(request, deps.identity);
    const member = parseBody(familyMemberAddSchema, request.body);
    const added = await db.transaction().execute(async (trx) => {
      await lockCaseOf(trx, applicant.id);
      return addMember(trx, applicant.id, member);
    });
    if (added.outcome !== 'added') {
      const code = added.outcome === 'full' ? 'family_full' : 'family_partner_exists';
      throw badRequest(code, { fields: { relation: errorText(code) } });
    }
    request.log.info(
      { memberId: added.member.id, relation: member.relation },
      'family member added',
    );
    return { member: toFamilyMember(added.member) };
  });

  apiRoute(app, 'family-member-remove', async (request): Promise<SuccessBody> => {
    const applicant = await approvedApplicant(request, deps.identity);
    const { memberId } = parseBody(familyMemberRemoveSchema, request.body);
    const outcome = await db.transaction().execute(async (trx) => {
      await lockCaseOf(trx, applicant.id);
      return removeMember(trx, applicant.id, memberId);
    });
    if (outcome === 'not_found') throw notFound();
    if (outcome === 'submitted') throw conflict('case_already_submitted');
    await removeQueuedFiles(db, storage, { userId: applicant.id, log: request.log });
    request.log.info({ memberId }, 'family member removed');
    return { success: true };
  });
};
