import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDocumentsAnswerSchema } from '@nomada/contracts';
import { pdf } from './support/sample-files';
import { createTestContext, itemOf, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const caseOf = async (userId: string, plan: 'basic' | 'premium') => {
  const response = await ctx.internal('/internal/documents/case', { userId, plan });
  expect(response.statusCode, response.body).toBe(200);
  return caseDocumentsAnswerSchema.parse(response.json()).items;
};

describe('POST /internal/documents/case', () => {
  it('lists the whole checklist of the plan, with the applicant’s document and its file where uploaded', async () => {
    const applicant = ctx.applicant({ plan: 'basic' });
    const passport = await itemOf(ctx, 'basic', 'passport');
    const uploaded = await ctx.uploadFor(applicant, passport, pdf(), 'my passport.pdf');
    expect(uploaded.statusCode).toBe(201);
    const documentId = uploaded.json().document.id as string;
    const fileId = uploaded.json().document.files[0].id as string;

    const items = await caseOf(applicant.id, 'basic');
    expect(items.map((item) => item.id)).toEqual((await ctx.checklist('basic')).map((i) => i.id));
    const passportItem = items.find((item) => item.id === passport.id);
    expect(passportItem).toMatchObject({
      slug: 'passport',
      name_en: 'Valid passport',
      document: { id: documentId, status: 'uploaded', user_id: applicant.id },
      files: [
        {
          id: fileId,
          original_filename: 'my passport.pdf',
          mime_type: 'application/pdf',
          current: true,
        },
      ],
    });
    expect(items.filter((item) => item.id !== passport.id).every((item) => !item.document)).toBe(
      true,
    );
  });

  it('shows nothing of other applicants', async () => {
    const items = await caseOf(randomUUID(), 'premium');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.document === null && item.files.length === 0)).toBe(true);
  });

  it('refuses callers without the internal proof, and bad bodies', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/internal/documents/case',
      payload: { userId: randomUUID(), plan: 'basic' },
    });
    expect(anonymous.statusCode).toBe(403);
    expect((await ctx.internal('/internal/documents/case', { userId: 'x' })).statusCode).toBe(400);
  });
});
