import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCaseSchema } from '@nomada/contracts';
import { act, createAgent, type Person } from './support/factories';
import { approvedThroughReview } from './support/applicants';
import { createTestContext, type TestContext } from './support/test-context';
import { applicantDashboard } from './support/uploads';

/** Issue 28, against the real documents service: what each paper needs, set by the assigned agent. */
let ctx: TestContext;
let agent: Person;
let otherAgent: Person;

beforeAll(async () => {
  ctx = await createTestContext({}, { realDocuments: true });
  agent = await createAgent(ctx, { firstName: 'Laura', lastName: 'Martín' });
  otherAgent = await createAgent(ctx, { firstName: 'Pablo', lastName: 'Ruiz' });
});
afterAll(() => ctx.close());

async function applicantWithSpouse() {
  const applicant = await approvedThroughReview(ctx, agent);
  expect((await act(ctx, agent, 'assignUser', { userId: applicant.userId })).statusCode).toBe(200);
  const added = await fetch(`${ctx.documentsService!.url}/functions/family-member-add`, {
    method: 'POST',
    headers: { cookie: applicant.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      relation: 'spouse',
      first_name: 'Marta',
      last_name: 'Caso',
      date_of_birth: '1990-05-04',
      nationality: 'Argentina',
    }),
  });
  expect(added.status).toBe(201);
  return applicant;
}

describe('setItemRequirements', () => {
  it('starts from the defaults, and the assigned agent changes them for this case only', async () => {
    const applicant = await applicantWithSpouse();
    const other = await applicantWithSpouse();
    const papers = (await applicantDashboard(ctx, applicant)).requiredDocuments;
    const marriage = papers.find((item) => item.name === 'Marriage certificate')!;
    const passport = papers.find((item) => item.name === 'Passport' && item.member_id)!;
    expect(marriage).toMatchObject({
      legalisation: 'apostille',
      legalisation_status: 'required',
      translation: 'sworn',
      translation_status: 'required',
    });
    expect(passport).toMatchObject({ legalisation: 'none', legalisation_status: 'not_needed' });

    // Issued in Spanish: no translation; the apostille is done.
    const payload = {
      userId: applicant.userId,
      requiredDocumentId: marriage.id,
      legalisation: 'apostille',
      legalisation_status: 'done',
      translation: 'none',
      translation_status: 'not_needed',
    };
    expect((await act(ctx, otherAgent, 'setItemRequirements', payload)).statusCode).toBe(403);
    expect((await act(ctx, applicant, 'setItemRequirements', payload)).statusCode).toBe(403);
    const saved = await act(ctx, agent, 'setItemRequirements', payload);
    expect(saved.statusCode, saved.body).toBe(200);

    const after = (await applicantDashboard(ctx, applicant)).requiredDocuments.find(
      (item) => item.id === marriage.id,
    );
    expect(after).toMatchObject({
      legalisation_status: 'done',
      translation: 'none',
      translation_status: 'not_needed',
    });
    const theirs = (await applicantDashboard(ctx, other)).requiredDocuments.find(
      (item) => item.name === 'Marriage certificate',
    );
    expect(theirs).toMatchObject({ legalisation_status: 'required', translation: 'sworn' });

    const seen = await ctx.review.inject({
      method: 'POST',
      url: '/functions/agent-case',
      payload: { userId: applicant.userId },
      headers: { cookie: agent.cookie },
    });
    const agentView = agentCaseSchema.parse(seen.json());
    expect(agentView.requiredDocuments.find((item) => item.id === marriage.id)).toMatchObject({
      legalisation_status: 'done',
      translation: 'none',
    });
    expect(agentView.family.members.map((member) => member.first_name)).toEqual(['Marta']);
    expect(agentView.family.required_income.annual).toBe(47_008.5);
  });

  it.each([
    [
      'a status that does not fit',
      { translation: 'none', translation_status: 'required' },
      400,
      'requirement_status_mismatch',
    ],
    ['an unknown requirement', { legalisation: 'notarised' }, 400, 'invalid_request'],
    ['a paper of another applicant', { requiredDocumentId: 'other' }, 404, 'not_found'],
  ])('refuses %s and changes nothing', async (_, changes, status, code) => {
    const applicant = await applicantWithSpouse();
    const other = await applicantWithSpouse();
    const mine = (await applicantDashboard(ctx, applicant)).requiredDocuments.find(
      (item) => item.name === 'Marriage certificate',
    )!;
    const theirs = (await applicantDashboard(ctx, other)).requiredDocuments.find(
      (item) => item.name === 'Marriage certificate',
    )!;
    const response = await act(ctx, agent, 'setItemRequirements', {
      userId: applicant.userId,
      requiredDocumentId: mine.id,
      legalisation: 'apostille',
      legalisation_status: 'done',
      translation: 'sworn',
      translation_status: 'done',
      ...changes,
      ...('requiredDocumentId' in changes ? { requiredDocumentId: theirs.id } : {}),
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code });
    const after = (await applicantDashboard(ctx, applicant)).requiredDocuments.find(
      (item) => item.id === mine.id,
    );
    expect(after).toMatchObject({
      legalisation_status: 'required',
      translation_status: 'required',
    });
  });
});
