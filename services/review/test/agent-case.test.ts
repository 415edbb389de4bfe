import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCaseSchema, type AgentCase } from '@nomada/contracts';
import { act, createAgent, signUpApplicant, type Person } from './support/factories';
import { approvedThroughReview } from './support/applicants';
import { createTestContext, type TestContext } from './support/test-context';
import { applicantDashboard, uploadPdf } from './support/uploads';

/** agent-case against the real documents service. */
let ctx: TestContext;
let laura: Person & { name: string };
let pablo: Person & { name: string };

beforeAll(async () => {
  ctx = await createTestContext({}, { realDocuments: true });
  [laura, pablo] = await Promise.all([
    createAgent(ctx, { firstName: 'Laura', lastName: 'Martín' }),
    createAgent(ctx, { firstName: 'Pablo', lastName: 'Ruiz' }),
  ]);
});
afterAll(() => ctx.close());

const caseRequest = (as: { cookie: string } | undefined, body: unknown, language = 'en') =>
  ctx.review.inject({
    method: 'POST',
    url: '/functions/agent-case',
    payload: body as object,
    headers: as ? { cookie: `${as.cookie}; nomada_lang=${language}` } : {},
  });

async function caseOf(agent: Person, userId: string, language = 'en'): Promise<AgentCase> {
  const response = await caseRequest(agent, { userId }, language);
  expect(response.statusCode, response.body).toBe(200);
  return agentCaseSchema.parse(response.json());
}

describe('POST /functions/agent-case', () => {
  it('shows any agent the whole case: profile, checklist with files and decisions, trail, lawyer', async () => {
    const applicant = await approvedThroughReview(ctx, laura, {
      firstName: 'Carmen',
      lastName: 'Caso',
    });
    expect((await act(ctx, laura, 'assignUser', { userId: applicant.userId })).statusCode).toBe(
      200,
    );
    const checklist = (await applicantDashboard(ctx, applicant)).requiredDocuments;
    const [passport, photo] = [checklist[0]!, checklist[1]!];
    const rejectedUpload = await uploadPdf(ctx, applicant, passport, 'pasaporte.pdf');
    expect(
      (
        await act(ctx, laura, 'rejectDocument', {
          documentId: rejectedUpload.id,
          reason: 'Unreadable',
        })
      ).statusCode,
    ).toBe(200);
    const again = await uploadPdf(ctx, applicant, passport, 'pasaporte-nuevo.pdf');
    expect((await act(ctx, laura, 'approveDocument', { documentId: again.id })).statusCode).toBe(
      200,
    );
    await uploadPdf(ctx, applicant, photo, 'foto.pdf');

    // Pablo is not the assigned agent, and still sees the case (agents share the review work).
    const seen = await caseOf(pablo, applicant.userId);
    expect(seen.profile).toMatchObject({
      id: applicant.userId,
      email: applicant.email,
      first_name: 'Carmen',
      last_name: 'Caso',
      full_name: 'Carmen Caso',
      status: 'approved',
      plan: 'premium',
      phone: '+34 600 123 456',
      decided_by: 'Laura Martín',
    });
    // Approved, with documents still to review: the case is at its first stage.
    expect(seen.case).toMatchObject({ stage: 'documents', events: [{ stage: 'documents' }] });
    expect(seen.assignedAgent).toMatchObject({
      id: laura.userId,
      first_name: 'Laura',
      last_name: 'Martín',
      email: laura.email,
    });
    expect(seen.planUpgradeRequested).toBe(false);
    expect(seen.requiredDocuments.map((item) => item.id)).toEqual(checklist.map((i) => i.id));

    const passportItem = seen.requiredDocuments.find((item) => item.id === passport.id)!;
    expect(passportItem).toMatchObject({
      name: passport.name,
      status: 'approved',
      user_document_id: again.id,
      files: [
        {
          original_filename: 'pasaporte-nuevo.pdf',
          current: true,
          replaced_at: null,
          decisions: [{ decision: 'approved', reason: null, agent_name: 'Laura Martín' }],
        },
        // Decision 065: the rejected file is kept as the item's history, with its decision.
        {
          id: rejectedUpload.files[0]!.id,
          original_filename: 'pasaporte.pdf',
          current: false,
          decisions: [{ decision: 'rejected', reason: 'Unreadable', agent_name: 'Laura Martín' }],
        },
      ],
    });
    const [, earlier] = passportItem.files;
    expect(Date.parse(earlier!.replaced_at!)).toBeGreaterThanOrEqual(
      Date.parse(earlier!.decisions[0]!.decided_at),
    );
    // The re-upload kept the item's document: both decisions are its history, newest first.
    expect(passportItem.decisions.map((entry) => [entry.action, entry.reason])).toEqual([
      ['document_approved', null],
      ['document_rejected', 'Unreadable'],
    ]);
    const photoItem = seen.requiredDocuments.find((item) => item.id === photo.id)!;
    expect(photoItem).toMatchObject({ status: 'uploaded', decisions: [] });
    expect(photoItem.files).toHaveLength(1);
    const untouched = seen.requiredDocuments.filter(
      (item) => item.id !== passport.id && item.id !== photo.id,
    );
    expect(untouched.every((item) => item.status === 'pending' && item.files.length === 0)).toBe(
      true,
    );

    expect(seen.auditTrail.map((entry) => entry.action)).toEqual([
      'document_approved',
      'document_rejected',
      'user_assigned',
      'registration_approved',
    ]);
    expect(seen.auditTrail[1]).toMatchObject({ reason: 'Unreadable', agent_name: 'Laura Martín' });

    // Names of checklist items follow the reader's language.
    const inSpanish = await caseOf(pablo, applicant.userId, 'es');
    const spanishPassport = inSpanish.requiredDocuments.find((item) => item.id === passport.id)!;
    expect(spanishPassport.name).toBe(
      (await applicantDashboard(ctx, applicant, 'es')).requiredDocuments[0]!.name,
    );
  });

  it('shows a pending registration with its checklist and no decisions', async () => {
    const applicant = await signUpApplicant(ctx, { plan: 'basic', firstName: 'Pía' });
    const seen = await caseOf(laura, applicant.userId);
    expect(seen.profile).toMatchObject({ status: 'pending', plan: 'basic', decided_by: null });
    expect(seen.case).toBeNull();
    expect(seen.assignedAgent).toBeNull();
    expect(seen.auditTrail).toEqual([]);
    expect(seen.requiredDocuments.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown id and for an agent’s id', async () => {
    for (const userId of [randomUUID(), pablo.userId]) {
      const response = await caseRequest(laura, { userId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers 401 signed out, 403 to applicants (even about themselves), 400 for a bad id', async () => {
    const applicant = await approvedThroughReview(ctx, laura);
    expect((await caseRequest(undefined, { userId: applicant.userId })).statusCode).toBe(401);
    const own = await caseRequest(applicant, { userId: applicant.userId });
    expect(own.statusCode).toBe(403);
    expect(own.body).not.toContain(applicant.email);
    for (const body of [{}, { userId: 'nope' }, { userId: 42 }]) {
      const response = await caseRequest(laura, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request' });
    }
  });
});
