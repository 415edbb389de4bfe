import type { FastifyRequest } from 'fastify';
import { errorText, type UserSummary } from '@nomada/contracts';
import { callerOf, forbidden, unauthorized, type IdentityLookup } from '@nomada/service-kit';

/**
 * the HTTP contract ("Applicant documents"): the caller must be an applicant whose registration an agent has
 * approved. Agents get 403 `forbidden`; a pending applicant 403 `application_pending`; a rejected one
 * 403 `application_rejected` with the reason the agent gave as its message.
 */
export async function approvedApplicant(
  request: FastifyRequest,
  identity: IdentityLookup,
): Promise<UserSummary> {
  const claims = await callerOf(request);
  if (claims.role !== 'applicant') throw forbidden();
  const applicant = (await identity.lookupUsers([claims.sub])).get(claims.sub);
  // A valid token for an account identity no longer knows: treat as signed out.
  if (!applicant || applicant.role !== 'applicant') throw unauthorized();
  if (applicant.status === 'pending') throw forbidden('application_pending');
  if (applicant.status === 'rejected') {
    const reason = applicant.rejection_reason?.trim();
    throw forbidden('application_rejected', {
      message: reason || errorText('application_rejected'),
    });
  }
  return applicant;
}
