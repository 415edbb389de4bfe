import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '@nomada/contracts';
import { createApplicant, createSignedInAgent } from './support/factories';
import { createAccountServicesFake } from './support/account-services-fake';
import { createTestContext, type TestContext } from './support/test-context';

const message = {
  id: '6f0c1c1e-5a57-4f32-9d7e-0f1b8e0d8a11',
  sender_role: 'agent' as const,
  text: 'Please send the bank statements.',
  created_at: '2026-11-30T10:00:00.000Z',
  read_at: null,
};
const services = createAccountServicesFake({
  messaging: {
    lawyer_messages: [message],
    assistant_questions: [],
    emails: [],
    contact_messages: [],
  },
  review: {
    decisions: [
      {
        what: 'registration_approved',
        document: null,
        decided_at: '2026-11-29T09:00:00.000Z',
        reason: null,
      },
    ],
  },
});
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { accountServices: services });
});
afterAll(() => ctx.close());

describe('POST /functions/account-export', () => {
  it('downloads everything kept about the applicant as one JSON attachment', async () => {
    const applicant = await createApplicant(ctx);
    const response = await ctx.post('/functions/account-export', undefined, applicant.jar, {
      headers: { host: 'nomada.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="nomada-export-${today}.json"`,
    );
    expect(response.headers['content-type']).toContain('application/json');
    const body = accountExportSchema.parse(response.json());
    expect(body.user).toMatchObject({ id: applicant.userId, email: applicant.email });
    expect(body.profile).toMatchObject({
      phone: '+34 600 123 456',
      nationality: 'Argentina',
      language: 'en',
    });
    expect(body.case).toMatchObject({
      plan: 'premium',
      registration_status: 'pending',
      assigned_agent: null,
    });
    expect(body.consents.map((consent) => [consent.kind, consent.accepted])).toEqual([
      ['terms_and_conditions', true],
      ['data_processing', true],
    ]);
    expect(body.sessions).toHaveLength(1);
    expect(body.lawyer_messages).toEqual([message]);
    expect(body.decisions).toHaveLength(1);
    // Nothing secret: no password hash, no token.
    expect(response.body).not.toMatch(/scrypt|password_hash|token/i);
    const asked = services.exported.filter((call) => call.request.userId === applicant.userId);
    expect(asked.map((call) => call.service).sort()).toEqual(['documents', 'messaging', 'review']);
    expect(asked[0]?.request).toMatchObject({
      email: applicant.email,
      language: 'en',
      host: 'nomada.example',
      protocol: 'https',
    });
  });

  it('is for applicants: 401 signed out, 403 for agents', async () => {
    expect((await ctx.post('/functions/account-export')).statusCode).toBe(401);
    const agent = await createSignedInAgent(ctx);
    expect((await ctx.post('/functions/account-export', undefined, agent.jar)).statusCode).toBe(
      403,
    );
  });

  it('answers 503 rather than an export that leaves something out', async () => {
    const applicant = await createApplicant(ctx);
    services.down.add('messaging');
    try {
      expect(
        (await ctx.post('/functions/account-export', undefined, applicant.jar)).statusCode,
      ).toBe(503);
    } finally {
      services.down.delete('messaging');
    }
  });
});
