import {
  act,
  approveInIdentity,
  signUpApplicant,
  type ApplicantOptions,
  type Person,
} from './factories';
import type { TestContext } from './test-context';

/** An applicant whose registration an agent approved (they can upload documents now). */
export async function approvedApplicant(
  ctx: TestContext,
  agent: Person,
  options: ApplicantOptions = {},
): Promise<Person> {
  const applicant = await signUpApplicant(ctx, options);
  await approveInIdentity(ctx, applicant.userId, agent.userId);
  return applicant;
}

/** An applicant approved through agent-actions, so the approval is in the audit trail too. */
export async function approvedThroughReview(
  ctx: TestContext,
  agent: Person,
  options: ApplicantOptions = {},
): Promise<Person> {
  const applicant = await signUpApplicant(ctx, options);
  const response = await act(ctx, agent, 'approveRegistration', { userId: applicant.userId });
  if (response.statusCode !== 200) throw new Error(`approval failed: ${response.body}`);
  return applicant;
}
