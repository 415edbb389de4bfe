import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import {
  addCalendarDays,
  agentCaseSchema,
  agentDeadlinesSchema,
  createWorkingCalendar,
  spanishToday,
} from '@nomada/contracts';
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

  it("a denial can be appealed, which closes the appeal clocks and starts the appeal's own; a grant cannot", async () => {
    const denied = await readyCaseOf(ctx, agent);
    await move(agent, denied.userId, FILED);
    await move(agent, denied.userId, { stage: 'resolved', outcome: 'denied', date: '2026-10-08' });
    const appeal = await move(agent, denied.userId, {
      stage: 'appeal_filed',
      date: '2026-11-06',
      reference: 'REP-1',
    });
    expect(appeal.statusCode, appeal.body).toBe(200);
    const { case: appealed } = await applicantDashboard(ctx, denied);
    expect(appealed.stage).toBe('appeal_filed');
    const open = appealed.deadlines.filter((d) => !d.done_at);
    expect(open.map((d) => [d.kind, d.due_on])).toEqual([['appeal_decision_due', '2026-12-07']]);
    expect((await move(agent, denied.userId, FILED)).statusCode).toBe(409);
    const decided = await move(agent, denied.userId, {
      stage: 'resolved',
      outcome: 'granted',
      date: '2026-11-20',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = (await applicantDashboard(ctx, denied)).case;
    expect(after.events.map((e) => e.stage).slice(-3)).toEqual([
      'resolved',
      'appeal_filed',
      'resolved',
    ]);
    expect(after.deadlines.find((d) => d.kind === 'appeal_decision_due')?.done_at).toEqual(
      expect.any(String),
    );

    const granted = await readyCaseOf(ctx, agent);
    await move(agent, granted.userId, FILED);
    await move(agent, granted.userId, {
      stage: 'resolved',
      outcome: 'granted',
      date: '2026-11-03',
    });
    const refused = await move(agent, granted.userId, {
      stage: 'appeal_filed',
      date: '2026-11-06',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'stage_not_allowed' });
  });

  it('a corrected step moves its open deadlines, and adds the ones it now starts', async () => {
    const applicant = await readyCaseOf(ctx, agent);
    await move(agent, applicant.userId, FILED);
    await move(agent, applicant.userId, { stage: 'more_documents_requested', note: 'By post' });
    expect(
      (await applicantDashboard(ctx, applicant)).case.deadlines.filter((d) => !d.done_at),
    ).toEqual([]);
    // The notification's day, learnt later.
    const late = await act(ctx, agent, 'correctCaseEvent', {
      userId: applicant.userId,
      notified_on: '2026-11-16',
    });
    expect(late.statusCode, late.body).toBe(200);
    const open = () =>
      applicantDashboard(ctx, applicant).then((data) =>
        data.case.deadlines.filter((d) => !d.done_at).map((d) => [d.kind, d.due_on]),
      );
    expect(await open()).toEqual([['request_answer', '2026-11-30']]);
    // Mistyped: it was the 17th.
    await act(ctx, agent, 'correctCaseEvent', {
      userId: applicant.userId,
      notified_on: '2026-11-17',
    });
    expect(await open()).toEqual([['request_answer', '2026-12-01']]);
    expect((await applicantDashboard(ctx, applicant)).case.events.at(-1)).toMatchObject({
      notified_on: '2026-11-17',
    });

    // Only the assigned agent; only the dates the step carries; never in the future.
    expect(
      (
        await act(ctx, otherAgent, 'correctCaseEvent', {
          userId: applicant.userId,
          notified_on: '2026-11-18',
        })
      ).statusCode,
    ).toBe(403);
    const wrongField = await act(ctx, agent, 'correctCaseEvent', {
      userId: applicant.userId,
      date: '2026-11-18',
    });
    expect(wrongField.statusCode).toBe(400);
    const future = await act(ctx, agent, 'correctCaseEvent', {
      userId: applicant.userId,
      notified_on: addCalendarDays(spanishToday(), 5),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'event_in_future' });
    expect(await open()).toEqual([['request_answer', '2026-12-01']]);
    const fresh = await readyCaseOf(ctx, agent);
    const nothing = await act(ctx, agent, 'correctCaseEvent', {
      userId: fresh.userId,
      date: '2026-11-02',
    });
    expect(nothing.statusCode).toBe(409);
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

const calendar = createWorkingCalendar();

/** A past event date whose deadline, `workingDays` later, falls 2 to 5 working days from today. */
function dateWithDeadlineSoon(workingDays: number): string {
  const today = spanishToday();
  for (let back = 0; back < 90; back += 1) {
    const date = addCalendarDays(today, -back);
    const due = calendar.addWorkingDays(date, workingDays);
    const left = due >= today ? calendar.workingDaysBetween(today, due) : -1;
    if (left >= 2 && left <= 5) return date;
  }
  throw new Error('no such date');
}

const call = (person: Person | undefined, url: string) =>
  ctx.review.inject({ method: 'POST', url, headers: person ? { cookie: person.cookie } : {} });

describe('due soon, the calendar feed and reminders', () => {
  let applicant: Person;
  let requested: Person;

  beforeAll(async () => {
    applicant = await readyCaseOf(ctx, agent);
    await move(agent, applicant.userId, { ...FILED, date: dateWithDeadlineSoon(20) });
    requested = await readyCaseOf(ctx, agent);
    await move(agent, requested.userId, FILED);
    await move(agent, requested.userId, { ...REQUEST, notified_on: dateWithDeadlineSoon(10) });
  });

  it("lists the agent's open deadlines soonest first, with what is missing, and only theirs", async () => {
    const response = await call(agent, '/functions/agent-deadlines');
    expect(response.statusCode, response.body).toBe(200);
    const { deadlines, summary } = agentDeadlinesSchema.parse(response.json());
    const mine = deadlines.filter((d) => [applicant.userId, requested.userId].includes(d.userId));
    expect(mine.map((d) => d.kind).sort()).toEqual(['decision_due', 'request_answer']);
    expect(deadlines.map((d) => d.due_on)).toEqual([...deadlines.map((d) => d.due_on)].sort());
    const answer = mine.find((d) => d.kind === 'request_answer')!;
    expect(answer.missing_items).toEqual(REQUEST.items.map((item) => item.name));
    expect(answer.working_days_left).toBeGreaterThanOrEqual(2);
    expect(summary.due_soon).toBeGreaterThanOrEqual(2);
    expect(summary.open).toBe(deadlines.length);

    const others = agentDeadlinesSchema.parse(
      (await call(otherAgent, '/functions/agent-deadlines')).json(),
    );
    expect(others.deadlines.some((d) => d.userId === applicant.userId)).toBe(false);
    expect((await call(applicant, '/functions/agent-deadlines')).statusCode).toBe(403);
    expect((await call(undefined, '/functions/agent-deadlines')).statusCode).toBe(401);
  });

  it('serves a secret feed a calendar library reads, without cookies, and a new link retires the old', async () => {
    expect((await call(applicant, '/functions/agent-calendar-link')).statusCode).toBe(403);
    const first = await call(agent, '/functions/agent-calendar-link');
    expect(first.statusCode, first.body).toBe(200);
    const { url } = first.json() as { url: string };
    expect(url).toMatch(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;

    const feed = await ctx.review.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.headers['set-cookie']).toBeUndefined();
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    const { deadlines } = agentDeadlinesSchema.parse(
      (await call(agent, '/functions/agent-deadlines')).json(),
    );
    expect(events.map((event) => event.uid.split('@')[0]).sort()).toEqual(
      deadlines.map((d) => d.id).sort(),
    );
    expect(events.every((event) => event.startDate.isDate)).toBe(true);

    const second = (await call(agent, '/functions/agent-calendar-link')).json() as { url: string };
    expect(second.url).not.toBe(url);
    expect((await ctx.review.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(
      (await ctx.review.inject({ method: 'GET', url: new URL(second.url).pathname })).statusCode,
    ).toBe(200);
    for (const guess of ['/calendar/x.ics', `/calendar/${'A'.repeat(43)}.ics`, '/calendar/%00.ics'])
      expect((await ctx.review.inject({ method: 'GET', url: guess })).statusCode).toBe(404);
  });

  it('reminds the agent and, while papers are missing, the applicant: once per step', async () => {
    const reminders = async () =>
      (await ctx.emailsTo(agent.email)).filter((e) => e.template === 'deadline-reminder');
    await ctx.review.reminders.tick();
    const toAgent = await reminders();
    const dueOf = async (person: Person, kind: string) =>
      (await applicantDashboard(ctx, person)).case.deadlines.find(
        (d) => d.kind === kind && !d.done_at,
      )!.due_on;
    expect(toAgent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          params: expect.objectContaining({
            deadline: 'The UGE must decide',
            dueOn: await dueOf(applicant, 'decision_due'),
          }),
        }),
        expect.objectContaining({
          params: expect.objectContaining({
            deadline: 'Answer the request for documents',
            dueOn: await dueOf(requested, 'request_answer'),
            missingItems: '• Bank statement, last 3 months\n• Client contract',
          }),
        }),
      ]),
    );
    // A second pass (another instance, a restart) sends nothing again.
    await ctx.review.reminders.tick();
    expect(await reminders()).toHaveLength(toAgent.length);
    const toApplicant = (await ctx.emailsTo(requested.email)).filter(
      (e) => e.template === 'requested-documents-reminder',
    );
    expect(toApplicant).toHaveLength(1);
    expect(toApplicant[0]!.params.missingItems).toBe(
      '• Bank statement, last 3 months\n• Client contract',
    );
    expect(
      (await ctx.emailsTo(applicant.email)).some(
        (e) => e.template === 'requested-documents-reminder',
      ),
    ).toBe(false);
  });
});
