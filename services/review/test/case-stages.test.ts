import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createAgent, type Person } from './support/factories';
import { approvedThroughReview, readyCaseOf } from './support/applicants';
import { trailOf } from './support/lookups';
import { createTestContext, type TestContext } from './support/test-context';
import { applicantDashboard, uploadPdf } from './support/uploads';
import { eventually } from '@nomada/service-kit/testing';

/** Decision 058, against the real documents service: who moves a case, which moves, what is sent. */
let ctx: TestContext;
let agent: Person;
let otherAgent: Person;

beforeAll(async () => {
  ctx = await createTestContext({}, { realDocuments: true });
  agent = await createAgent(ctx, { firstName: 'Laura', lastName: 'Martín' });
  otherAgent = await createAgent(ctx, { firstName: 'Pablo', lastName: 'Ruiz' });
});
afterAll(() => ctx.close());

const SUBMITTED = {
  stage: 'submitted',
  authority: 'uge',
  reference: 'UGE-2026-0042',
  date: '2026-11-02',
};
const MORE = { stage: 'more_documents_requested', note: 'They want a newer bank statement.' };
const RESOLVED = { stage: 'resolved', outcome: 'granted', date: '2026-11-20' };

const move = (by: Person, userId: string, fields: Record<string, string>) =>
  act(ctx, by, 'setCaseStage', { userId, ...fields });

const readyCase = (language: 'en' | 'es' = 'en') => readyCaseOf(ctx, agent, language);

describe('setCaseStage', () => {
  it('is ready once every document is approved, then follows the table to resolved, with a loop', async () => {
    const applicant = await approvedThroughReview(ctx, agent);
    await act(ctx, agent, 'assignUser', { userId: applicant.userId });
    expect((await applicantDashboard(ctx, applicant)).case).toMatchObject({
      stage: 'documents',
      events: [{ stage: 'documents', by: null }],
    });
    // Filing before the checklist is complete is refused.
    const early = await move(agent, applicant.userId, SUBMITTED);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'stage_not_allowed' });

    const { requiredDocuments } = await applicantDashboard(ctx, applicant);
    for (const [index, item] of requiredDocuments.entries()) {
      const uploaded = await uploadPdf(ctx, applicant, item);
      await act(ctx, agent, 'approveDocument', { documentId: uploaded.id });
      const stage = (await applicantDashboard(ctx, applicant)).case.stage;
      expect(stage).toBe(index === requiredDocuments.length - 1 ? 'ready' : 'documents');
    }
    for (const fields of [
      SUBMITTED,
      MORE,
      { ...SUBMITTED, reference: 'UGE-2026-0042-B' },
      RESOLVED,
    ])
      expect((await move(agent, applicant.userId, fields)).statusCode).toBe(200);

    const { case: timeline } = await applicantDashboard(ctx, applicant);
    expect(timeline.stage).toBe('resolved');
    expect(timeline.events.map((event) => event.stage)).toEqual([
      'documents',
      'ready',
      'submitted',
      'more_documents_requested',
      'submitted',
      'resolved',
    ]);
    expect(timeline.events[2]).toMatchObject({ ...SUBMITTED, by: agent.userId });
    expect(timeline.events[3]).toMatchObject({ note: MORE.note });
    expect(timeline.events[5]).toMatchObject({ outcome: 'granted', date: '2026-11-20' });

    // Nothing after resolved.
    for (const fields of [SUBMITTED, MORE, RESOLVED]) {
      const late = await move(agent, applicant.userId, fields);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'stage_not_allowed' });
    }
    const caseRows = (await trailOf(ctx, applicant.userId)).filter(
      (row) => row.subject_type === 'case',
    );
    expect(caseRows.map((row) => row.decision)).toEqual([
      'ready',
      'submitted',
      'more_documents_requested',
      'submitted',
      'resolved',
    ]);
  });

  it.each([
    ['ready', { stage: 'ready' }],
    ['documents', { stage: 'documents' }],
    ['more documents from ready', MORE],
    ['resolved from ready', RESOLVED],
  ])('refuses %s with 409 stage_not_allowed', async (_, fields) => {
    const applicant = await readyCase();
    const response = await move(agent, applicant.userId, fields);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'stage_not_allowed' });
    expect((await applicantDashboard(ctx, applicant)).case.stage).toBe('ready');
  });

  it('lets only the assigned agent move a case (403), never an applicant, and 404 for unknown people', async () => {
    const applicant = await readyCase();
    const stranger = await move(otherAgent, applicant.userId, SUBMITTED);
    expect(stranger.statusCode).toBe(403);
    const self = await act(ctx, applicant, 'setCaseStage', {
      userId: applicant.userId,
      ...SUBMITTED,
    });
    expect(self.statusCode).toBe(403);
    const unknown = await move(agent, '00000000-0000-4000-8000-000000000000', SUBMITTED);
    expect(unknown.statusCode).toBe(404);
    const other = await move(agent, otherAgent.userId, SUBMITTED);
    expect(other.statusCode).toBe(404);
    expect((await applicantDashboard(ctx, applicant)).case.stage).toBe('ready');
  });

  it.each([
    [{ stage: 'submitted', authority: 'uge', reference: 'X' }, ['date']],
    [{ stage: 'submitted', date: '2026-11-02' }, ['authority', 'reference']],
    [
      { stage: 'submitted', authority: 'embassy', reference: 'X', date: '2026-11-02' },
      ['authority'],
    ],
    [{ stage: 'resolved', date: '2026-11-02' }, ['outcome']],
    [{ stage: 'resolved', outcome: 'granted', date: '2026-13-01' }, ['date']],
    [{ stage: 'more_documents_requested', note: '   ' }, ['note']],
  ])('answers 400 for %j, naming %j', async (fields, missing) => {
    const applicant = await readyCase();
    const response = await move(agent, applicant.userId, fields);
    expect(response.statusCode, response.body).toBe(400);
    expect(
      Object.keys(response.json().fields ?? {}).map((key) => key.replace('payload.', '')),
    ).toEqual(missing);
    expect((await applicantDashboard(ctx, applicant)).case.stage).toBe('ready');
  });

  it.each(['en', 'es'] as const)(
    'emails the applicant at each change, in their language (%s)',
    async (language) => {
      const applicant = await readyCase(language);
      await move(agent, applicant.userId, SUBMITTED);
      await move(agent, applicant.userId, MORE);
      await move(agent, applicant.userId, SUBMITTED);
      await move(agent, applicant.userId, {
        ...RESOLVED,
        outcome: 'denied',
        note: 'Appeal possible.',
      });
      const emails = await eventually(async () => {
        const stored = (await ctx.emailsTo(applicant.email)).filter(
          (email) => email.template === 'case-stage-changed',
        );
        return stored.length >= 5 && stored;
      });
      // The relay hands a batch over at once: the order they are stored in is not the order made.
      expect(emails.map((email) => `${email.language}:${email.params.stage}`).sort()).toEqual(
        ['ready', 'submitted', 'more_documents_requested', 'submitted', 'resolved']
          .map((stage) => `${language}:${stage}`)
          .sort(),
      );
      expect(emails.find((email) => email.params.stage === 'submitted')?.params).toMatchObject({
        authority: 'uge',
        reference: 'UGE-2026-0042',
      });
      expect(emails.find((email) => email.params.stage === 'resolved')?.params).toMatchObject({
        outcome: 'denied',
        note: 'Appeal possible.',
      });
    },
  );
});
