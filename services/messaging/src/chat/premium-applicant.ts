import type { UserSummary } from '@nomada/contracts';
import {
  forbidden,
  unauthorized,
  type AccessClaims,
  type IdentityLookup,
} from '@nomada/service-kit';

/**
 * The visa assistant is for premium applicants (docs/product/permissions.md): agents get 403 `forbidden`,
 * basic applicants 403 `premium_required`, rejected ones 403 `application_rejected`. An applicant
 * still under review may already ask it.
 */
export async function requirePremiumApplicant(
  directory: IdentityLookup,
  caller: AccessClaims,
): Promise<UserSummary> {
  if (caller.role !== 'applicant') throw forbidden();
  const user = (await directory.lookupUsers([caller.sub])).get(caller.sub);
  if (!user) throw unauthorized();
  if (user.status === 'rejected') throw forbidden('application_rejected');
  if (user.plan !== 'premium') throw forbidden('premium_required');
  return user;
}
