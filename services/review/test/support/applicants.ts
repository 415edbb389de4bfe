import {
  act,
  approveInIdentity,
  signUpApplicant,
  type ApplicantOptions,
  type Person,
} from './factories';
import type { TestContext } from './test-context';
import { applicantDashboard, uploadPdf } from './uploads';

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

/** An applicant assigned to `agent` whose every checklist item the agent approved: the case is `ready`. */
export async function readyCaseOf(
  ctx: TestContext,
  agent: Person,
  language: 'en' | 'es' = 'en',
): Promise<Person> {
  const applicant = await approvedThroughReview(ctx, agent, { language });
  const assigned = await act(ctx, agent, 'assignUser', { userId: applicant.userId });
  if (assigned.statusCode !== 200) throw new Error(`assignment failed: ${assigned.body}`);
  const { requiredDocuments } = await applicantDashboard(ctx, applicant);
  for (const item of requiredDocuments) {
    const uploaded = await uploadPdf(ctx, applicant, item);
    const approved = await act(ctx, agent, 'approveDocument', { documentId: uploaded.id });
    if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  }
  return applicant;
}
