import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCaseSchema, spanishToday, addCalendarDays } from '@nomada/contracts';
import { act, createAgent, type Person } from './support/factories';
import { readyCaseOf } from './support/applicants';
import { createTestContext, type TestContext } from './support/test-context';
import { applicantDashboard, uploadPdf } from './support/uploads';
import { eventually } from '@nomada/service-kit/testing';

/** Decision 081, against the real documents service: the deadlines a case's events start. */
let ctx: TestContext;
let agent: Person;
let otherAgent: Person;

beforeAll(async () => {
  ctx = await createTestContext({}, { realDocuments: true });
  agent = await createAgent(ctx, { firstName: 'Laura', lastName: 'Martín' });
  otherAgent = await createAgent(ctx, { firstName: 'Pablo', lastName: 'Ruiz' });
});
afterAll(() => ctx.close());

const move = (by: Person, userId: string, fields: Record<string, unknown>) =>
  act(ctx, by, 'setCaseStage', { userId, ...fields });
const FILED = { stage: 'submitted', authority: 'uge', reference: 'UGE-1', date: '2026-11-02' };
const REQUEST = {
  stage: 'more_documents_requested',
  note: 'The UGE asks for two more papers.',
  notified_on: '2026-11-16',
  items: [
    { name: 'Bank statement, last 3 months', description: 'Stamped by the bank' },
    { name: 'Client contract' },
  ],
};

async function agentCase(userId: string) {
  const response = await ctx.review.inject({
    method: 'POST',
    url: '/functions/agent-case',
    payload: { userId },
    headers: { cookie: agent.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return agentCaseSchema.parse(response.json());
}

describe('legal clocks', () => {
  it('a filing with the UGE starts the 20-working-day decision clock, seen by applicant and agent', async () => {
    const applicant = await readyCaseOf(ctx, agent);
    expect((await move(agent, applicant.userId, FILED)).statusCode).toBe(200);
    const { case: seen } = await applicantDashboard(ctx, applicant);
    expect(seen.deadlines).toEqual([
      {
        id: expect.any(String),
        kind: 'decision_due',
        due_on: '2026-11-30',
        source_event: 'submitted',
      },
    ]);
    expect((await agentCase(applicant.userId)).case?.deadlines).toEqual(seen.deadlines);
  });

  it("a request puts its items on the applicant's checklist at once, with a 10-working-day clock", async () => {
    const applicant = await readyCaseOf(ctx, agent);
    const other = await readyCaseOf(ctx, agent);
    await move(agent, applicant.userId, FILED);
    const before = await applicantDashboard(ctx, applicant);
    const requested = await move(agent, applicant.userId, REQUEST);
    expect(requested.statusCode, requested.body).toBe(200);

    const after = await applicantDashboard(ctx, applicant);
    const newItems = after.requiredDocuments.filter((item) => item.requested);
    expect(newItems.map((item) => [item.name, item.description, item.status])).toEqual([
      ['Bank statement, last 3 months', 'Stamped by the bank', 'pending'],
      ['Client contract', '', 'pending'],
    ]);
    expect(after.stats.total).toBe(before.stats.total + 2);
    expect(after.case.events.at(-1)).toMatchObject({
      notified_on: '2026-11-16',
      items: REQUEST.items,
    });
    const byKind = Object.fromEntries(after.case.deadlines.map((d) => [d.kind, d]));
    expect(byKind.request_answer).toMatchObject({
      due_on: '2026-11-30',
      source_event: 'more_documents_requested',
    });
    // The authority acted: its decision clock closed by itself.
    expect(byKind.decision_due?.done_at).toEqual(expect.any(String));

    // The applicant is emailed the list and the date.
    const email = await eventually(async () =>
      (await ctx.emailsTo(applicant.email)).find(
        (stored) => stored.params.stage === 'more_documents_requested',
      ),
    );
    expect(email.params).toMatchObject({
      items: 'Bank statement, last 3 months\nClient contract',
      dueOn: '2026-11-30',
    });

    // Uploaded and reviewed like any other item; nobody else has it.
    const uploaded = await uploadPdf(ctx, applicant, newItems[0]!);
    expect((await act(ctx, agent, 'approveDocument', { documentId: uploaded.id })).statusCode).toBe(
      200,
    );
    const otherView = await applicantDashboard(ctx, other);
    expect(otherView.requiredDocuments.some((item) => item.requested)).toBe(false);
    await expect(uploadPdf(ctx, other, newItems[1]!)).rejects.toThrow(/404/);
    const agentView = await agentCase(applicant.userId);
    expect(agentView.requiredDocuments.filter((item) => item.requested)).toHaveLength(2);

    // Filing the answer closes the request's clock.
    await move(agent, applicant.userId, { ...FILED, reference: 'UGE-1-B', date: '2026-11-20' });
    const answered = (await applicantDashboard(ctx, applicant)).case.deadlines;
    expect(answered.find((d) => d.kind === 'request_answer')?.done_at).toEqual(expect.any(String));
    expect(answered.filter((d) => d.kind === 'decision_due' && !d.done_at)).toHaveLength(1);
  });

  it('a denial opens both appeal clocks; a grant the TIE and renewal steps', async () => {
    const denied = await readyCaseOf(ctx, agent);
    await move(agent, denied.userId, FILED);
    await move(agent, denied.userId, { stage: 'resolved', outcome: 'denied', date: '2026-10-08' });
    const appeals = (await applicantDashboard(ctx, denied)).case.deadlines.filter(
      (d) => !d.done_at,
    );
    expect(appeals.map((d) => [d.kind, d.due_on])).toEqual([
      ['appeal_reposicion', '2026-11-09'],
      ['appeal_contencioso', '2026-12-09'],
    ]);

    const granted = await readyCaseOf(ctx, agent);
    await move(agent, granted.userId, FILED);
    await move(agent, granted.userId, {
      stage: 'resolved',
      outcome: 'granted',
      date: '2026-11-03',
      valid_until: '2029-11-03',
    });
    const open = (await applicantDashboard(ctx, granted)).case.deadlines.filter((d) => !d.done_at);
    expect(open.map((d) => [d.kind, d.due_on])).toEqual([
      ['tie_appointment', '2026-12-03'],
      ['renewal_window_opens', '2029-09-04'],
    ]);
  });

  it.each([
    ['a date that does not exist', { ...FILED, date: '2026-02-30' }, 'date_invalid'],
    [
      'a filing in the future',
      { ...FILED, date: addCalendarDays(spanishToday(), 2) },
      'event_in_future',
    ],
    [
      'a notification in the future',
      { ...REQUEST, notified_on: addCalendarDays(spanishToday(), 1) },
      'event_in_future',
    ],
    [
      '11 items',
      { ...REQUEST, items: Array.from({ length: 11 }, (_, i) => ({ name: `Paper ${i}` })) },
      'too_many_items',
    ],
    [
      'an item of 10,000 characters',
      { ...REQUEST, items: [{ name: 'x'.repeat(10_000) }] },
      'text_too_long',
    ],
    ['an item without a name', { ...REQUEST, items: [{ name: '  ' }] }, 'item_name_required'],
    ['items that are not a list', { ...REQUEST, items: { name: 'Paper' } }, 'invalid_request'],
    ['a year without holidays', { ...FILED, date: '2019-03-04' }, 'holidays_unknown'],
  ])('refuses %s with a clear 400 and changes nothing', async (_, fields, code) => {
    const applicant = await readyCaseOf(ctx, agent);
    if (fields.stage === 'more_documents_requested') await move(agent, applicant.userId, FILED);
    const before = await applicantDashboard(ctx, applicant);
    const response = await move(agent, applicant.userId, fields);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code, error: expect.any(String) });
    const after = await applicantDashboard(ctx, applicant);
    expect(after.case).toEqual(before.case);
    expect(after.requiredDocuments).toHaveLength(before.requiredDocuments.length);
  });

  it('only the assigned agent marks a deadline done, once', async () => {
    const applicant = await readyCaseOf(ctx, agent);
    await move(agent, applicant.userId, FILED);
    const [deadline] = (await applicantDashboard(ctx, applicant)).case.deadlines;
    const payload = { userId: applicant.userId, deadlineId: deadline!.id };

    expect((await act(ctx, otherAgent, 'completeDeadline', payload)).statusCode).toBe(403);
    expect((await act(ctx, applicant, 'completeDeadline', payload)).statusCode).toBe(403);
    const foreign = await readyCaseOf(ctx, agent);
    const wrongCase = await act(ctx, agent, 'completeDeadline', {
      ...payload,
      userId: foreign.userId,
    });
    expect(wrongCase.statusCode).toBe(404);
    expect((await applicantDashboard(ctx, applicant)).case.deadlines[0]?.done_at).toBeUndefined();

    const done = await act(ctx, agent, 'completeDeadline', payload);
    expect(done.statusCode, done.body).toBe(200);
    expect((await applicantDashboard(ctx, applicant)).case.deadlines[0]?.done_at).toEqual(
      expect.any(String),
    );
    const again = await act(ctx, agent, 'completeDeadline', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'deadline_not_open' });
  });
});
