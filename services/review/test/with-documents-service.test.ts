import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentDashboardDataSchema, type AgentDashboardData } from '@nomada/contracts';
import { act, createAgent, dashboard, type Person } from './support/factories';
import { approvedThroughReview } from './support/applicants';
import { trailOf } from './support/lookups';
import { createTestContext, type TestContext } from './support/test-context';
import { applicantDashboard, uploadPdf } from './support/uploads';
import { eventually } from '@nomada/service-kit/testing';

/** The same journeys against the real documents service (run from its source), not the stand-in. */
let ctx: TestContext;
let agents: (Person & { name: string })[];

beforeAll(async () => {
  ctx = await createTestContext({}, { realDocuments: true });
  agents = await Promise.all(
    [
      ['Laura', 'Martín'],
      ['Pablo', 'Ruiz'],
      ['Sara', 'Gil'],
      ['Iván', 'Mora'],
    ].map(([firstName, lastName]) => createAgent(ctx, { firstName, lastName })),
  );
});
afterAll(() => ctx.close());

async function dataOf(agent: Person, body: unknown = {}): Promise<AgentDashboardData> {
  const response = await dashboard(ctx, agent, body);
  expect(response.statusCode, response.body).toBe(200);
  return agentDashboardDataSchema.parse(response.json());
}

describe('with the documents service', () => {
  it('reviews an upload: listed, opened, rejected, uploaded again, approved; the applicant sees each step', async () => {
    const agent = agents[0]!;
    const applicant = await approvedThroughReview(ctx, agent, {
      firstName: 'Valeria',
      lastName: 'Subida',
      language: 'es',
    });
    const checklist = (await applicantDashboard(ctx, applicant)).requiredDocuments;
    const passport = checklist[0]!;
    const uploaded = await uploadPdf(ctx, applicant, passport, 'mi pasaporte.pdf');

    const listed = await dataOf(agent, { documents: { search: 'valeria' } });
    expect(listed.documents).toEqual([
      expect.objectContaining({
        id: uploaded.id,
        user_id: applicant.userId,
        user_name: 'Valeria Subida',
        user_email: applicant.email,
        document_name: passport.name,
        status: 'uploaded',
        mime_type: 'application/pdf',
        original_filename: 'mi pasaporte.pdf',
      }),
    ]);
    const before = listed.counts;

    expect((await act(ctx, agent, 'startReview', { documentId: uploaded.id })).statusCode).toBe(
      200,
    );
    const opened = await dataOf(agent, { documents: { search: 'valeria' } });
    expect(opened.documents[0]).toMatchObject({ status: 'reviewing' });
    expect(opened.counts).toMatchObject({
      pendingDocuments: before.pendingDocuments - 1,
      documentsUnderReview: before.documentsUnderReview + 1,
    });

    const reason = 'La foto del pasaporte no se lee.';
    expect(
      (await act(ctx, agent, 'rejectDocument', { documentId: uploaded.id, reason })).statusCode,
    ).toBe(200);
    const rejected = (await applicantDashboard(ctx, applicant)).requiredDocuments.find(
      (item) => item.id === passport.id,
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect((await dataOf(agent, { documents: { search: 'valeria' } })).documents).toEqual([]);

    const again = await uploadPdf(ctx, applicant, passport);
    expect((await dataOf(agent, { documents: { search: 'valeria' } })).documents).toEqual([
      expect.objectContaining({ id: again.id, status: 'uploaded' }),
    ]);
    expect((await act(ctx, agent, 'approveDocument', { documentId: again.id })).statusCode).toBe(
      200,
    );
    const after = await applicantDashboard(ctx, applicant);
    expect(after.requiredDocuments.find((item) => item.id === passport.id)).toMatchObject({
      status: 'approved',
    });
    expect(after.stats.approved).toBe(1);
    expect(after.stats.progressPercentage).toBe(Math.round(100 / after.stats.total));

    const emails = await eventually(async () => {
      const stored = await ctx.emailsTo(applicant.email);
      return stored.some((email) => email.template === 'document-approved') && stored;
    });
    const spanishName = (await applicantDashboard(ctx, applicant, 'es')).requiredDocuments[0]!.name;
    expect(spanishName).not.toBe(passport.name);
    expect(emails.find((email) => email.template === 'document-rejected')).toMatchObject({
      language: 'es',
      params: { documentName: spanishName, reason },
    });
    const history = await dataOf(agent, { registrationHistory: { search: 'valeria' } });
    expect(history.registrationHistory[0]?.documents).toEqual([
      { id: again.id, name: passport.name },
    ]);
    expect(history.registrationHistory[0]?.audit_trail.map((entry) => entry.action)).toEqual([
      'document_approved',
      'document_rejected',
      'registration_approved',
    ]);
  });

  it('lets exactly one of four agents decide a document at once', async () => {
    const applicant = await approvedThroughReview(ctx, agents[0]!, { lastName: 'Carrera' });
    const [item] = (await applicantDashboard(ctx, applicant)).requiredDocuments;
    const uploaded = await uploadPdf(ctx, applicant, item!);

    const responses = await Promise.all(
      agents.map((agent, index) =>
        index % 2 === 0
          ? act(ctx, agent, 'approveDocument', { documentId: uploaded.id })
          : act(ctx, agent, 'rejectDocument', { documentId: uploaded.id, reason: 'Blurry' }),
      ),
    );

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const loser of responses.filter((response) => response.statusCode === 409))
      expect(loser.json()).toMatchObject({ code: 'document_already_processed' });
    const rows = (await trailOf(ctx, applicant.userId)).filter(
      (row) => row.subject_type === 'document',
    );
    expect(rows).toHaveLength(1);
    const seen = (await applicantDashboard(ctx, applicant)).requiredDocuments.find(
      (entry) => entry.id === item!.id,
    );
    expect(seen?.status).toBe(rows[0]!.decision);
  });

  it('refuses a decision on files the applicant changed after the agent saw them (decision 055)', async () => {
    const agent = agents[1]!;
    const applicant = await approvedThroughReview(ctx, agent, { lastName: 'Cambio' });
    const [item] = (await applicantDashboard(ctx, applicant)).requiredDocuments;
    await uploadPdf(ctx, applicant, item!, 'first.pdf');
    const [seen] = (await dataOf(agent, { documents: { search: 'cambio' } })).documents;
    expect(seen).toMatchObject({ original_filename: 'first.pdf', revision: 1 });

    // The applicant replaces the file between the agent's preview and the click.
    await uploadPdf(ctx, applicant, item!, 'second.pdf');
    for (const [action, extra] of [
      ['approveDocument', {}],
      ['rejectDocument', { reason: 'Blurry' }],
    ] as const) {
      const stale = await act(ctx, agent, action, {
        documentId: seen!.id,
        revision: seen!.revision,
        ...extra,
      });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'document_changed' });
    }
    const unchanged = (await applicantDashboard(ctx, applicant)).requiredDocuments.find(
      (entry) => entry.id === item!.id,
    );
    expect(unchanged).toMatchObject({ status: 'uploaded', rejection_reason: null });
    expect(
      (await trailOf(ctx, applicant.userId)).filter((row) => row.subject_type === 'document'),
    ).toEqual([]);

    const [current] = (await dataOf(agent, { documents: { search: 'cambio' } })).documents;
    expect(current).toMatchObject({ original_filename: 'second.pdf', revision: 2 });
    const approved = await act(ctx, agent, 'approveDocument', {
      documentId: current!.id,
      revision: current!.revision,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
