import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, dashboardDataSchema, spanishToday } from '@nomada/contracts';
import { pdf } from './support/sample-files';
import { createTestContext, type Person, type TestContext } from './support/test-context';

/** Issue 28: the family who comes with the applicant, their papers and the income the law asks. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SPOUSE = {
  relation: 'spouse',
  first_name: 'Marta',
  last_name: 'Caso',
  date_of_birth: '1990-05-04',
  nationality: 'Argentina',
};
const CHILD = { ...SPOUSE, relation: 'child', first_name: 'Leo', date_of_birth: '2018-02-01' };

const add = (as: Person, body: unknown) => ctx.post('/functions/family-member-add', { as, body });
const remove = (as: Person, memberId: string) =>
  ctx.post('/functions/family-member-remove', { as, body: { memberId } });
async function dashboard(as: Person) {
  const response = await ctx.post('/functions/auth-get-dashboard-data', { as });
  expect(response.statusCode, response.body).toBe(200);
  return dashboardDataSchema.parse(response.json());
}

describe('family members', () => {
  it("add the member's papers to the checklist and raise the income the law asks", async () => {
    const applicant = ctx.applicant();
    const before = await dashboard(applicant);
    expect(before.family).toEqual({
      members: [],
      required_income: expect.objectContaining({ annual: 34_188, monthly: 2_849, year: 2026 }),
    });

    const spouse = await add(applicant, SPOUSE);
    expect(spouse.statusCode, spouse.body).toBe(201);
    const { member } = spouse.json() as { member: { id: string; relation: string } };
    expect(member).toMatchObject({ relation: 'spouse', first_name: 'Marta', dependent: false });
    const child = await add(applicant, CHILD);
    expect(child.statusCode, child.body).toBe(201);

    const after = await dashboard(applicant);
    expect(after.family.members.map((m) => m.first_name)).toEqual(['Marta', 'Leo']);
    expect(after.family.required_income.annual).toBe(51_282);
    const spouseItems = after.requiredDocuments.filter((item) => item.member_id === member.id);
    expect(spouseItems.map((item) => item.name)).toEqual([
      'Passport',
      'Marriage certificate',
      'Health insurance cover',
    ]);
    expect(after.stats.total).toBe(before.stats.total + 6);
    const spanish = await ctx.post('/functions/auth-get-dashboard-data', {
      as: applicant,
      headers: { cookie: `${applicant.cookie}; nomada_lang=es` },
    });
    expect(
      dashboardDataSchema
        .parse(spanish.json())
        .requiredDocuments.filter((item) => item.member_id === member.id)
        .map((item) => item.name),
    ).toEqual(['Pasaporte', 'Certificado de matrimonio', 'Seguro médico']);
  });

  it.each([
    [
      'a child born in the future',
      { ...CHILD, date_of_birth: addCalendarDays(spanishToday(), 3) },
      'born_in_future',
    ],
    ['a date that does not exist', { ...CHILD, date_of_birth: '2019-02-30' }, 'date_invalid'],
    [
      'a grown-up child who does not depend on the applicant',
      { ...CHILD, date_of_birth: '2000-01-01' },
      'adult_child_not_dependent',
    ],
    [
      'a parent who does not depend on the applicant',
      { ...SPOUSE, relation: 'parent' },
      'parent_not_dependent',
    ],
    [
      'a name of 10,000 characters',
      { ...SPOUSE, first_name: 'x'.repeat(10_000) },
      'first_name_length',
    ],
    ['an unknown relation', { ...SPOUSE, relation: 'cousin' }, 'family_relation_invalid'],
    [
      'a relation of the wrong type',
      { ...SPOUSE, relation: ['spouse'] },
      'family_relation_invalid',
    ],
    ['no nationality', { ...SPOUSE, nationality: '  ' }, 'nationality_required'],
    ['a body that is not an object', [SPOUSE], 'invalid_request'],
  ])('refuse %s with a clear 400, changing nothing', async (_, body, code) => {
    const applicant = ctx.applicant();
    const response = await add(applicant, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code, error: expect.any(String) });
    expect((await dashboard(applicant)).family.members).toEqual([]);
  });

  it('take a grown-up child or a parent who depends on the applicant', async () => {
    const applicant = ctx.applicant();
    expect(
      (await add(applicant, { ...CHILD, date_of_birth: '2000-01-01', dependent: true })).statusCode,
    ).toBe(201);
    expect(
      (await add(applicant, { ...SPOUSE, relation: 'parent', dependent: true })).statusCode,
    ).toBe(201);
    const items = (await dashboard(applicant)).requiredDocuments.filter((item) => item.member_id);
    expect(items.filter((item) => item.name === 'Proof of dependency')).toHaveLength(2);
  });

  it('refuse a second spouse or partner and a ninth member', async () => {
    const applicant = ctx.applicant();
    expect((await add(applicant, SPOUSE)).statusCode).toBe(201);
    const second = await add(applicant, { ...SPOUSE, relation: 'partner', first_name: 'Rosa' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'family_partner_exists' });
    for (const name of ['Ana', 'Bea', 'Ciro', 'Dora', 'Eloy', 'Fina', 'Gael'])
      expect((await add(applicant, { ...CHILD, first_name: name })).statusCode).toBe(201);
    const ninth = await add(applicant, CHILD);
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json()).toMatchObject({ code: 'family_full' });
    expect((await dashboard(applicant)).family.members).toHaveLength(8);
  });

  it("remove a member with their papers and files before filing; never another family's member", async () => {
    const applicant = ctx.applicant();
    const other = ctx.applicant();
    const { member } = (await add(applicant, CHILD)).json() as { member: { id: string } };
    const items = await ctx.db
      .selectFrom('documents.required_documents')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect((await ctx.uploadFor(applicant, items[0]!, pdf())).statusCode).toBe(201);
    expect((await ctx.storedFiles()).filter((file) => file.startsWith(applicant.id))).toHaveLength(
      1,
    );

    // Another applicant can neither upload to this child's papers nor remove the child.
    expect((await ctx.uploadFor(other, items[1]!, pdf())).statusCode).toBe(404);
    expect((await remove(other, member.id)).statusCode).toBe(404);
    expect((await remove(ctx.agent(), member.id)).statusCode).toBe(403);

    const removed = await remove(applicant, member.id);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await dashboard(applicant);
    expect(after.family.members).toEqual([]);
    expect(after.requiredDocuments.some((item) => item.member_id)).toBe(false);
    expect((await ctx.storedFiles()).filter((file) => file.startsWith(applicant.id))).toEqual([]);
    expect((await remove(applicant, member.id)).statusCode).toBe(404);
  });

  it('refuse to remove a member once the application is filed', async () => {
    const applicant = ctx.applicant();
    const { member } = (await add(applicant, SPOUSE)).json() as { member: { id: string } };
    await dashboard(applicant);
    await ctx.db
      .insertInto('documents.case_events')
      .values({
        user_id: applicant.id,
        stage: 'submitted',
        authority: 'uge',
        reference: 'X',
        date: '2026-11-02',
      })
      .execute();
    const refused = await remove(applicant, member.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'case_already_submitted' });
    expect((await dashboard(applicant)).family.members).toHaveLength(1);
  });
});
