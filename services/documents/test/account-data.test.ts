import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsExportAnswerSchema } from '@nomada/contracts';
import type { FileStorage } from '../src/storage/file-storage';
import { createLocalStorage } from '../src/storage/local-storage';
import { pdf, png } from './support/sample-files';
import { createTestContext, itemOf, type Person, type TestContext } from './support/test-context';

/** Local storage whose removals fail while `failing` is set, like a bucket that is down. */
function flakyStorage(root: string) {
  const local = createLocalStorage(root);
  const storage: FileStorage & { failing: boolean } = {
    ...local,
    failing: false,
    async remove(key) {
      if (storage.failing) throw new Error('store down');
      return local.remove(key);
    },
  };
  return storage;
}

let ctx: TestContext;
let storage: ReturnType<typeof flakyStorage>;
beforeAll(async () => {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  storage = flakyStorage(await mkdtemp(path.join(tmpdir(), 'nomada-erase-')));
  ctx = await createTestContext({ overrides: { storage } });
});
afterAll(() => ctx.close());

const request = (person: Person, language: 'en' | 'es' = 'en') => ({
  userId: person.id,
  email: person.email,
  language,
  // A configured name other than PUBLIC_URL's: links follow the name the person used.
  host: '127.0.0.1:8080',
  protocol: 'http',
});

async function withTwoDocuments(person: Person) {
  await ctx.uploadFor(person, await itemOf(ctx, 'premium', 'passport'), pdf(), 'pasaporte.pdf');
  await ctx.uploadFor(
    person,
    await itemOf(ctx, 'premium', 'health-insurance'),
    png(),
    'seguro.png',
  );
}

describe('POST /internal/accounts/export', () => {
  it("answers the person's documents, in their language, each with a working signed link", async () => {
    const applicant = ctx.applicant({ plan: 'premium' });
    await withTwoDocuments(applicant);
    const response = await ctx.internal('/internal/accounts/export', request(applicant, 'es'));
    expect(response.statusCode).toBe(200);
    const { documents, retention } = documentsExportAnswerSchema.parse(response.json());
    expect(retention).toBeNull();
    expect(documents.map((document) => document.original_filename).sort()).toEqual([
      'pasaporte.pdf',
      'seguro.png',
    ]);
    expect(documents.find((document) => document.document_type === 'passport')?.name).toMatch(
      /pasaporte/i,
    );
    for (const document of documents) {
      const url = new URL(document.signedUrl);
      expect(url.origin).toBe('http://127.0.0.1:8080');
      const file = await ctx.app.inject({ method: 'GET', url: url.pathname });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.length).toBe(document.size_bytes);
    }
    const other = ctx.applicant({ plan: 'premium' });
    const none = await ctx.internal('/internal/accounts/export', request(other));
    expect(none.json()).toEqual({
      documents: [],
      earlier_files: [],
      retention: null,
      family_members: [],
    });
  });

  it('refuses callers without the internal proof', async () => {
    const applicant = ctx.applicant();
    const response = await ctx.post('/internal/accounts/export', {
      as: applicant,
      body: request(applicant),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /internal/accounts/erase', () => {
  const eraseBody = (person: Person) => ({
    userId: person.id,
    email: person.email,
    names: [person.first_name, person.last_name],
    pseudonym: 'deleted-0a1b2c3d',
  });

  it('removes rows and files, old signed links 404, and a later upload stores nothing', async () => {
    const applicant = ctx.applicant({ plan: 'premium' });
    await withTwoDocuments(applicant);
    const spouse = await ctx.post('/functions/family-member-add', {
      as: applicant,
      body: {
        relation: 'spouse',
        first_name: 'Marta',
        last_name: 'Caso',
        date_of_birth: '1990-05-04',
        nationality: 'Argentina',
      },
    });
    expect(spouse.statusCode, spouse.body).toBe(201);
    const exported = documentsExportAnswerSchema.parse(
      (await ctx.internal('/internal/accounts/export', request(applicant))).json(),
    );
    expect(exported.family_members.map((member) => member.first_name)).toEqual(['Marta']);
    const response = await ctx.internal('/internal/accounts/erase', eraseBody(applicant));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ erased: { documents: 2, files: 2 } });
    const rows = await ctx.db
      .selectFrom('documents.user_documents')
      .select('id')
      .where('user_id', '=', applicant.id)
      .execute();
    expect(rows).toEqual([]);
    const family = await ctx.db
      .selectFrom('documents.family_members')
      .select('id')
      .where('user_id', '=', applicant.id)
      .union(
        ctx.db
          .selectFrom('documents.required_documents')
          .select('id')
          .where('user_id', '=', applicant.id),
      )
      .execute();
    expect(family).toEqual([]);
    expect((await ctx.storedFiles()).filter((file) => file.includes(applicant.id))).toEqual([]);
    for (const document of exported.documents) {
      const file = await ctx.app.inject({
        method: 'GET',
        url: new URL(document.signedUrl).pathname,
      });
      expect(file.statusCode).toBe(404);
    }
    // An upload that was already past its checks when the account went.
    const late = await ctx.uploadFor(applicant, await itemOf(ctx, 'premium', 'passport'), pdf());
    expect(late.statusCode).toBe(401);
    expect(
      await ctx.db
        .selectFrom('documents.user_documents')
        .select('id')
        .where('user_id', '=', applicant.id)
        .execute(),
    ).toEqual([]);

    const again = await ctx.internal('/internal/accounts/erase', eraseBody(applicant));
    expect(again.json()).toEqual({ erased: { documents: 0, files: 0 } });
  });

  it('answers 503 while the store cannot remove a file, and finishes the job when called again', async () => {
    const applicant = ctx.applicant({ plan: 'premium' });
    await withTwoDocuments(applicant);
    storage.failing = true;
    try {
      const refused = await ctx.internal('/internal/accounts/erase', eraseBody(applicant));
      expect(refused.statusCode).toBe(503);
    } finally {
      storage.failing = false;
    }
    const queued = await ctx.db
      .selectFrom('documents.files_to_remove')
      .select('storage_path')
      .where('user_id', '=', applicant.id)
      .execute();
    expect(queued).toHaveLength(2);
    const retried = await ctx.internal('/internal/accounts/erase', eraseBody(applicant));
    expect(retried.json()).toEqual({ erased: { documents: 0, files: 2 } });
    expect((await ctx.storedFiles()).filter((file) => file.includes(applicant.id))).toEqual([]);
  });
});
