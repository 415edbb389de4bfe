import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardDataSchema, type DashboardData } from '@nomada/contracts';
import { pdf } from './support/sample-files';
import { createTestContext, itemOf, type Person, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const URL = '/functions/auth-get-dashboard-data';

async function dashboardOf(person: Person, language?: string): Promise<DashboardData> {
  const response = await ctx.post(URL, {
    as: person,
    headers: language ? { cookie: `${person.cookie}; nomada_lang=${language}` } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return dashboardDataSchema.parse(response.json());
}

/** Sets a document's status the way review would, straight in the table. */
async function setStatus(
  userId: string,
  itemId: string,
  status: 'reviewing' | 'approved' | 'rejected',
) {
  await ctx.db
    .updateTable('documents.user_documents')
    .set({
      status,
      rejection_reason: status === 'rejected' ? 'Blurry scan' : null,
      reviewed_by: status === 'reviewing' ? null : ctx.agent().id,
      reviewed_at: status === 'reviewing' ? null : new Date(),
    })
    .where('user_id', '=', userId)
    .where('required_document_id', '=', itemId)
    .execute();
}

describe('who may read dashboard data', () => {
  it('refuses the signed out with 401', async () => {
    const response = await ctx.post(URL);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('refuses agents with 403', async () => {
    const response = await ctx.post(URL, { as: ctx.agent() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You are not allowed to do this', code: 'forbidden' });
  });

  it('refuses a pending applicant with the awaiting-review message', async () => {
    const response = await ctx.post(URL, { as: ctx.applicant({ status: 'pending' }) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Your application is awaiting review.',
      code: 'application_pending',
    });
  });

  it('refuses a rejected applicant with the reason the agent gave', async () => {
    const rejected = ctx.applicant({
      status: 'rejected',
      rejectionReason: 'The passport has expired',
    });
    const response = await ctx.post(URL, { as: rejected });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'The passport has expired',
      code: 'application_rejected',
    });
  });

  it('answers 503 while identity cannot say who the caller is', async () => {
    const applicant = ctx.applicant();
    ctx.identity.failing = true;
    try {
      const response = await ctx.post(URL, { as: applicant });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'unavailable' });
    } finally {
      ctx.identity.failing = false;
    }
  });

  it('treats a token of an account identity does not know as signed out', async () => {
    const ghost = ctx.applicant();
    ctx.identity.put({ ...ghost, role: 'agent' });
    const response = await ctx.post(URL, { as: { ...ghost } });
    expect(response.statusCode).toBe(401);
  });
});

describe('the checklist', () => {
  it('lists the four documents of every plan for basic, in the caller’s language', async () => {
    const applicant = ctx.applicant({ plan: 'basic' });
    const english = await dashboardOf(applicant);
    expect(english.requiredDocuments.map((item) => item.name)).toEqual([
      'Valid passport',
      'Bank statements',
      'Health insurance certificate',
      'Criminal record certificate',
    ]);
    const spanish = await dashboardOf(applicant, 'es');
    expect(spanish.requiredDocuments.map((item) => item.name)).toEqual([
      'Pasaporte válido',
      'Extractos bancarios',
      'Certificado de seguro médico',
      'Certificado de antecedentes penales',
    ]);
    expect(spanish.requiredDocuments[0]?.description).toContain('6 meses');
    for (const item of english.requiredDocuments) {
      expect(item).toMatchObject({
        max_file_size: 10 * 1024 * 1024,
        file_types: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'],
        status: 'pending',
        rejection_reason: null,
        uploaded_at: null,
        user_document_id: null,
        file_url: null,
      });
    }
  });

  it('adds the digital nomad visa’s own proofs for premium', async () => {
    const premium = await dashboardOf(ctx.applicant({ plan: 'premium' }));
    expect(premium.requiredDocuments.map((item) => item.name)).toEqual([
      'Valid passport',
      'Bank statements',
      'Health insurance certificate',
      'Criminal record certificate',
      'Employment or client contract',
      'Company registration certificate',
      'Degree or proof of 3 years of experience',
      'Social security certificate',
    ]);
    const descriptions = premium.requiredDocuments.map((item) => item.description).join('\n');
    expect(descriptions).toContain('at least 3 months');
    expect(descriptions).toContain('at least 1 year');
    expect(descriptions).toContain('3 years of professional experience');
    expect(descriptions).toContain('certificate of coverage');
  });

  it('ignores a language cookie it does not know', async () => {
    const data = await dashboardOf(ctx.applicant(), 'fr');
    expect(data.requiredDocuments[0]?.name).toBe('Valid passport');
  });
});

describe('stats and each line’s document', () => {
  it('counts statuses over the checklist and rounds progress', async () => {
    const applicant = ctx.applicant({ plan: 'premium' });
    const items = await ctx.checklist('premium');
    for (const item of items.slice(0, 6)) {
      const response = await ctx.uploadFor(applicant, item, pdf());
      expect(response.statusCode, response.body).toBe(201);
    }
    const [passport, bank, insurance, record, contract] = items;
    for (const item of [passport, bank, insurance])
      await setStatus(applicant.id, item!.id, 'approved');
    await setStatus(applicant.id, record!.id, 'rejected');
    await setStatus(applicant.id, contract!.id, 'reviewing');

    const data = await dashboardOf(applicant);
    expect(data.stats).toEqual({
      total: 8,
      uploaded: 1,
      approved: 3,
      rejected: 1,
      reviewing: 1,
      pending: 2,
      progressPercentage: 38,
    });
    const line = (id: string) => data.requiredDocuments.find((item) => item.id === id);
    expect(line(record!.id)).toMatchObject({ status: 'rejected', rejection_reason: 'Blurry scan' });
    expect(line(items[5]!.id)?.status).toBe('uploaded');
    expect(line(items[6]!.id)).toMatchObject({ status: 'pending', file_url: null });
    expect(line(passport!.id)?.file_url).toMatch(
      new RegExp(`^${applicant.id}/[0-9a-f-]{36}\\.pdf$`),
    );
    expect(line(passport!.id)?.user_document_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(line(passport!.id)?.uploaded_at ?? '')).not.toBeNaN();
  });

  it('shows 100% once everything is approved and 0 for a fresh applicant', async () => {
    expect((await dashboardOf(ctx.applicant())).stats).toEqual({
      total: 4,
      uploaded: 0,
      approved: 0,
      rejected: 0,
      reviewing: 0,
      pending: 4,
      progressPercentage: 0,
    });
    const applicant = ctx.applicant();
    for (const item of await ctx.checklist('basic')) {
      expect((await ctx.uploadFor(applicant, item, pdf())).statusCode).toBe(201);
      await setStatus(applicant.id, item.id, 'approved');
    }
    expect((await dashboardOf(applicant)).stats.progressPercentage).toBe(100);
  });

  it('never shows one applicant another’s documents', async () => {
    const owner = ctx.applicant();
    const other = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    expect((await ctx.uploadFor(owner, passport, pdf())).statusCode).toBe(201);
    const data = await dashboardOf(other);
    expect(data.requiredDocuments.every((item) => item.user_document_id === null)).toBe(true);
    expect(data.stats.uploaded).toBe(0);
  });
});

describe('the assigned agent', () => {
  it('is null while nobody is assigned', async () => {
    expect((await dashboardOf(ctx.applicant({ plan: 'premium' }))).assignedAgent).toBeNull();
  });

  it('gives premium applicants the agent’s contact details and the assignment date', async () => {
    const agent = ctx.agent({ firstName: 'Laura', lastName: 'Martín' });
    const assignedAt = '2026-11-20T09:30:00.000Z';
    const applicant = ctx.applicant({
      plan: 'premium',
      assignedAgentId: agent.id,
      assignedAt,
    });
    expect((await dashboardOf(applicant)).assignedAgent).toEqual({
      first_name: 'Laura',
      last_name: 'Martín',
      email: agent.email,
      assigned_at: assignedAt,
    });
  });

  it('gives basic applicants the names only (contact details are a premium feature)', async () => {
    const agent = ctx.agent({ firstName: 'Laura', lastName: 'Martín' });
    const applicant = ctx.applicant({
      plan: 'basic',
      assignedAgentId: agent.id,
      assignedAt: '2026-11-20T09:30:00.000Z',
    });
    const response = await ctx.post(URL, { as: applicant });
    expect(response.json().assignedAgent).toStrictEqual({
      first_name: 'Laura',
      last_name: 'Martín',
    });
    expect(response.body).not.toContain(agent.email);
  });
});
