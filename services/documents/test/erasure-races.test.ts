import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequiredDocumentRow } from '../src/db/schema';
import { pdf } from './support/sample-files';
import { createTestContext, type Person, type TestContext } from './support/test-context';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await ctx.listen();
});
afterAll(() => ctx.close());

async function httpUpload(as: Person, item: RequiredDocumentRow, size: number) {
  const form = new FormData();
  form.append('documentName', item.name_en);
  form.append('requiredDocumentId', item.id);
  form.append(
    'file',
    new Blob([new Uint8Array(pdf(size))], { type: 'application/pdf' }),
    'doc.pdf',
  );
  const response = await fetch(`${baseUrl}/functions/auth-upload-document`, {
    method: 'POST',
    headers: { cookie: as.cookie },
    body: form,
  });
  return response.status;
}

describe('an account erased while its uploads are in flight', () => {
  it('keeps nothing of them and answers no 5xx', async () => {
    const checklist = await ctx.checklist('premium');
    for (let round = 0; round < 3; round++) {
      const applicant = ctx.applicant({ plan: 'premium' });
      // Stored before the erasure: it must take them with it.
      const stored = await Promise.all(
        checklist.slice(0, 4).map((item) => httpUpload(applicant, item, 50_000)),
      );
      expect(stored).toEqual([201, 201, 201, 201]);
      // Then more (re-uploads too), of sizes that take a while to stream and judge, racing it.
      const uploads = Array.from({ length: 24 }, (_, index) =>
        httpUpload(applicant, checklist[index % checklist.length]!, 200_000 + index * 10_000),
      );
      await new Promise((resolve) => setTimeout(resolve, 20 + round * 40));
      const erase = ctx.internal('/internal/accounts/erase', {
        userId: applicant.id,
        email: applicant.email,
        names: [applicant.first_name, applicant.last_name],
        pseudonym: 'deleted-00000000',
      });
      const statuses = await Promise.all(uploads);
      expect((await erase).statusCode).toBe(200);
      expect(statuses.every((status) => status === 201 || status === 401 || status === 409)).toBe(
        true,
      );
      // Uploads that finished before the erasure left rows; the erasure took them with it. Any
      // still in flight after it was refused. Either way nothing of the person remains.
      const rows = await ctx.db
        .selectFrom('documents.user_documents')
        .select('id')
        .where('user_id', '=', applicant.id)
        .execute();
      expect(rows).toEqual([]);
      expect((await ctx.storedFiles()).filter((file) => file.includes(applicant.id))).toEqual([]);
    }
    expect((await ctx.storedFiles()).filter((file) => file.startsWith('.incoming'))).toEqual([]);
  });
});
