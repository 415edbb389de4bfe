import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentDashboardDataSchema, type AgentDashboardData } from '@nomada/contracts';
import { act, createAgent, dashboard, signUpApplicant, type Person } from './support/factories';
import { approvedApplicant, approvedThroughReview } from './support/applicants';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
let agent: Person & { name: string };
let colleague: Person & { name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  [agent, colleague] = await Promise.all([
    createAgent(ctx),
    createAgent(ctx, { firstName: 'Pablo', lastName: 'Ruiz' }),
  ]);
});
afterAll(() => ctx.close());

/** The data call as `person`, checked against the contract. */
async function dataOf(
  person: { cookie: string },
  body: unknown = {},
  language?: 'en' | 'es',
): Promise<AgentDashboardData> {
  const cookie = language ? `${person.cookie}; nomada_lang=${language}` : person.cookie;
  const response = await dashboard(ctx, { cookie }, body);
  expect(response.statusCode, response.body).toBe(200);
  return agentDashboardDataSchema.parse(response.json());
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('agent-dashboard-data', () => {
  it("answers the HTTP contract's keys with or without a body, the cards' counts and each list's page", async () => {
    const withoutBody = await dashboard(ctx, agent);
    const emptyJson = await ctx.review.inject({
      method: 'POST',
      url: '/functions/agent-dashboard-data',
      headers: { cookie: agent.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    for (const response of [withoutBody, emptyJson]) {
      expect(response.statusCode).toBe(200);
      const data = agentDashboardDataSchema.parse(response.json());
      expect(Object.keys(data)).toEqual(
        expect.arrayContaining([
          'documents',
          'pendingRegistrations',
          'registrationHistory',
          'assignedUsers',
          'unassignedUsers',
          'agentRecord',
          'counts',
          'pagination',
        ]),
      );
      expect(data.agentRecord).toEqual({
        id: agent.userId,
        first_name: 'Laura',
        last_name: 'Martín',
        email: agent.email,
      });
      expect(data.pagination.documents).toMatchObject({ page: 1, pageSize: 20 });
    }
  });

  it('counts pending documents, documents under review, pending registrations, assigned and unassigned users', async () => {
    const before = (await dataOf(agent)).counts;
    await signUpApplicant(ctx);
    await signUpApplicant(ctx);
    const mine = await approvedApplicant(ctx, agent);
    const free = await approvedApplicant(ctx, agent);
    await act(ctx, agent, 'assignUser', { userId: mine.userId });
    await ctx.documents.add(free.userId);
    await ctx.documents.add(free.userId, { document_type: 'health-insurance' });
    await ctx.documents.add(mine.userId, { status: 'reviewing' });
    await ctx.documents.add(mine.userId, { status: 'approved' });

    const after = (await dataOf(agent)).counts;
    expect(after).toEqual({
      pendingDocuments: before.pendingDocuments + 2,
      documentsUnderReview: before.documentsUnderReview + 1,
      pendingRegistrations: before.pendingRegistrations + 2,
      assignedUsers: before.assignedUsers + 1,
      unassignedUsers: before.unassignedUsers + 1,
    });
    // Assignments are the agent's own.
    expect((await dataOf(colleague)).counts.assignedUsers).toBe(0);
  });

  it('gives a pending registration every signup field, the email confirmation, documents and trail', async () => {
    const applicant = await signUpApplicant(ctx, { firstName: 'Olivia', lastName: 'Registro' });
    const data = await dataOf(agent, { pendingRegistrations: { search: 'Registro' } });
    expect(data.pendingRegistrations).toHaveLength(1);
    expect(data.pendingRegistrations[0]).toMatchObject({
      id: applicant.userId,
      email: applicant.email,
      first_name: 'Olivia',
      last_name: 'Registro',
      plan: 'premium',
      account_type: 'individual',
      phone: '+34 600 123 456',
      address: 'Calle Mayor 1, Madrid',
      nationality: 'Argentina',
      date_of_birth: '1990-04-12',
      current_status: 'Freelancer',
      company_name: '',
      job_title: '',
      work_location: '',
      expected_start_date: null,
      additional_info: 'Remote designer',
      status: 'pending',
      rejection_reason: null,
      email_confirmed: false,
      decided_at: null,
      decided_by: null,
      documents: [],
      audit_trail: [],
    });
  });

  it('shows decided registrations in the history, newest first, with who decided and why', async () => {
    const approved = await approvedThroughReview(ctx, agent, { lastName: 'Historia' });
    const rejected = await signUpApplicant(ctx, { lastName: 'Historia' });
    await act(ctx, colleague, 'rejectRegistration', {
      userId: rejected.userId,
      reason: 'Passport expired',
    });
    const passport = await ctx.documents.add(approved.userId);

    const { registrationHistory, pendingRegistrations } = await dataOf(
      agent,
      { registrationHistory: { search: 'historia' } },
      'es',
    );
    expect(ids(registrationHistory)).toEqual([rejected.userId, approved.userId]);
    expect(registrationHistory[0]).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Passport expired',
      decided_by: 'Pablo Ruiz',
      audit_trail: [
        expect.objectContaining({
          action: 'registration_rejected',
          agent_id: colleague.userId,
          agent_name: 'Pablo Ruiz',
          reason: 'Passport expired',
        }),
      ],
    });
    expect(registrationHistory[1]).toMatchObject({
      status: 'approved',
      decided_by: 'Laura Martín',
      documents: [{ id: passport.id, name: 'Pasaporte válido' }],
    });
    expect(ids(pendingRegistrations)).not.toContain(approved.userId);
  });

  it("lists documents awaiting a decision with their applicant, in the reader's language, and the applicant's trail", async () => {
    const owner = await approvedThroughReview(ctx, agent, {
      firstName: 'Zoraida',
      lastName: 'Documento',
    });
    await act(ctx, agent, 'assignUser', { userId: owner.userId });
    const uploaded = await ctx.documents.add(owner.userId, {
      original_filename: 'pasaporte.png',
      mime_type: 'image/png',
      file_size: 2048,
    });
    const reviewing = await ctx.documents.add(owner.userId, {
      document_type: 'criminal-record',
      name_en: 'Criminal record certificate',
      name_es: 'Certificado de antecedentes penales',
      status: 'reviewing',
    });
    const decided = await ctx.documents.add(owner.userId, { status: 'rejected' });

    const english = await dataOf(agent, { documents: { search: 'zoraida' } });
    expect(ids(english.documents)).toEqual([uploaded.id, reviewing.id]);
    expect(ids(english.documents)).not.toContain(decided.id);
    expect(english.documents[0]).toEqual({
      id: uploaded.id,
      user_id: owner.userId,
      document_name: 'Valid passport',
      document_type: 'passport',
      file_url: uploaded.file_url,
      file_size: 2048,
      original_filename: 'pasaporte.png',
      mime_type: 'image/png',
      files: [
        {
          id: uploaded.id,
          file_url: uploaded.file_url,
          file_size: 2048,
          original_filename: 'pasaporte.png',
          mime_type: 'image/png',
          uploaded_at: uploaded.uploaded_at,
          issued_on: null,
          expires_on: null,
        },
      ],
      status: 'uploaded',
      uploaded_at: uploaded.uploaded_at,
      rejection_reason: null,
      revision: 1,
      freshness: 'ok',
      user_name: 'Zoraida Documento',
      user_email: owner.email,
      audit_trail: [
        expect.objectContaining({ action: 'user_assigned', agent_name: 'Laura Martín' }),
        expect.objectContaining({ action: 'registration_approved', agent_name: 'Laura Martín' }),
      ],
    });
    const spanish = await dataOf(agent, { documents: { search: 'zoraida' } }, 'es');
    expect(spanish.documents.map((document) => document.document_name)).toEqual([
      'Pasaporte válido',
      'Certificado de antecedentes penales',
    ]);
  });

  it('lists my assigned applicants and the approved ones nobody holds', async () => {
    const mine = await approvedApplicant(ctx, agent, { lastName: 'Asignada' });
    const theirs = await approvedApplicant(ctx, agent, { lastName: 'Asignada' });
    const free = await approvedApplicant(ctx, agent, { lastName: 'Asignada' });
    await act(ctx, agent, 'assignUser', { userId: mine.userId });
    await act(ctx, colleague, 'assignUser', { userId: theirs.userId });
    const search = { search: 'asignada' };

    const data = await dataOf(agent, { assignedUsers: search, unassignedUsers: search });
    expect(data.assignedUsers).toEqual([
      {
        id: mine.userId,
        user_id: mine.userId,
        first_name: 'Ana',
        last_name: 'Asignada',
        email: mine.email,
        plan: 'premium',
        status: 'approved',
        assigned_at: expect.any(String),
      },
    ]);
    expect(ids(data.unassignedUsers)).toEqual([free.userId]);
    expect(data.unassignedUsers[0]).toMatchObject({ assigned_at: null });
    expect(ids((await dataOf(colleague, { assignedUsers: search })).assignedUsers)).toEqual([
      theirs.userId,
    ]);
  });

  it('pages each list on its own: disjoint pages, oldest registration first, the total beside', async () => {
    const tag = 'Paginada';
    const applicants: Person[] = [];
    for (let index = 0; index < 5; index++)
      applicants.push(await signUpApplicant(ctx, { lastName: tag }));
    const pages = [];
    for (const page of [1, 2, 3]) {
      const data = await dataOf(agent, {
        pendingRegistrations: { page, pageSize: 2, search: tag },
      });
      expect(data.pagination.pendingRegistrations).toEqual({ page, pageSize: 2, total: 5 });
      pages.push(ids(data.pendingRegistrations));
    }
    expect(pages).toEqual([
      [applicants[0]!.userId, applicants[1]!.userId],
      [applicants[2]!.userId, applicants[3]!.userId],
      [applicants[4]!.userId],
    ]);
    const beyond = await dataOf(agent, {
      pendingRegistrations: { page: 4, pageSize: 2, search: tag },
    });
    expect(beyond.pendingRegistrations).toEqual([]);

    // The other lists keep their own first page.
    const unpaged = await dataOf(agent);
    const paged = await dataOf(agent, { pendingRegistrations: { page: 2, pageSize: 2 } });
    expect(ids(paged.registrationHistory)).toEqual(ids(unpaged.registrationHistory));
    expect(ids(paged.unassignedUsers)).toEqual(ids(unpaged.unassignedUsers));
    expect(paged.counts).toEqual(unpaged.counts);
  });

  it('pages the documents list', async () => {
    const owner = await approvedApplicant(ctx, agent, {
      firstName: 'Teodora',
      lastName: 'Paginas',
    });
    const documents = [];
    // The list is oldest first: a second apart, so no two share a timestamp (the tie-break is the id).
    const start = Date.now();
    for (let index = 0; index < 3; index++)
      documents.push(
        await ctx.documents.add(owner.userId, {
          document_type: `document-${index}`,
          uploaded_at: new Date(start + index * 1000),
        }),
      );
    const first = await dataOf(agent, { documents: { pageSize: 2, search: 'teodora' } });
    const second = await dataOf(agent, { documents: { page: 2, pageSize: 2, search: 'teodora' } });
    expect(first.pagination.documents.total).toBe(3);
    expect([...ids(first.documents), ...ids(second.documents)]).toEqual(ids(documents));
  });

  it('searches by any part of a name or an email, whatever the case or the accents', async () => {
    const inigo = await signUpApplicant(ctx, { firstName: 'Íñigo', lastName: 'Peñalver' });
    const other = await signUpApplicant(ctx, { firstName: 'Carmen', lastName: 'Vidal' });
    for (const search of ['íñigo', 'INIGO', 'penalv', 'Íñigo Peñalver', inigo.email.slice(0, 14)]) {
      const data = await dataOf(agent, { pendingRegistrations: { search } });
      expect(ids(data.pendingRegistrations), search).toEqual([inigo.userId]);
    }
    const none = await dataOf(agent, { pendingRegistrations: { search: 'nobody-is-called-this' } });
    expect(none.pendingRegistrations).toEqual([]);
    expect(none.pagination.pendingRegistrations.total).toBe(0);
    // A blank search is no search.
    const blank = await dataOf(agent, { pendingRegistrations: { search: '   ', pageSize: 100 } });
    expect(ids(blank.pendingRegistrations)).toEqual(
      expect.arrayContaining([inigo.userId, other.userId]),
    );
    // Searching a list narrows the list, never the cards.
    const searched = await dataOf(agent, {
      pendingRegistrations: { search: 'penalv' },
      assignedUsers: { search: 'nobody-is-called-this' },
      unassignedUsers: { search: 'nobody-is-called-this' },
    });
    expect(searched.counts).toEqual((await dataOf(agent)).counts);
    expect(searched.pagination.pendingRegistrations.total).toBe(1);
    // LIKE's wildcards are taken literally.
    const wildcard = await dataOf(agent, { pendingRegistrations: { search: '%' } });
    expect(wildcard.pendingRegistrations).toEqual([]);
  });

  it('finds no documents for a search nobody matches, and still counts them all for the cards', async () => {
    const owner = await approvedApplicant(ctx, agent);
    await ctx.documents.add(owner.userId);
    const all = await dataOf(agent);
    const none = await dataOf(agent, { documents: { search: 'no-applicant-has-this-name' } });
    expect(none.documents).toEqual([]);
    expect(none.pagination.documents.total).toBe(0);
    expect(none.counts).toEqual(all.counts);
  });
});
