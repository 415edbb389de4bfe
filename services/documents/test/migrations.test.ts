import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, NO_MIGRATIONS, sql, type Insertable, type Kysely } from 'kysely';
import {
  ALLOWED_FILE_TYPES,
  DEFAULT_MAX_FILE_SIZE,
  DOCUMENT_STATUSES,
  PLANS,
} from '@nomada/contracts';
import { createDb } from '@nomada/service-kit';
import { type TestDatabase, createTestDatabaseFromTemplate } from '@nomada/service-kit/testing';
import { DOCUMENTS_SCHEMA, migrateDocuments } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import type { DocumentsDatabase, UserDocumentsTable } from '../src/db/schema';

let database: TestDatabase;
let db: Kysely<DocumentsDatabase>;

beforeAll(async () => {
  database = await createTestDatabaseFromTemplate();
  db = createDb<DocumentsDatabase>(database.url, { max: 2 });
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const USER = '11111111-1111-4111-8111-111111111111';
const AGENT = '22222222-2222-4222-8222-222222222222';

async function requiredDocumentId(plan: 'basic' | 'premium', slug: string): Promise<string> {
  const row = await db
    .selectFrom('documents.required_documents')
    .select('id')
    .where('plan', '=', plan)
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

const upload = (
  overrides: Partial<Insertable<UserDocumentsTable>> = {},
): Insertable<UserDocumentsTable> => ({
  user_id: USER,
  name: 'Valid passport',
  ...overrides,
});

/** Runs a statement expected to break a constraint; returns the constraint's name. */
async function violation(run: () => Promise<unknown>): Promise<string> {
  try {
    await db.transaction().execute(async () => run());
  } catch (error) {
    const { constraint, code } = error as { constraint?: string; code?: string };
    return constraint ?? code ?? 'error';
  }
  throw new Error('expected a constraint violation');
}

describe('required-document checklist', () => {
  it.each(PLANS)(
    'holds the four documents of docs/product/data.md for the %s plan, in order',
    async (plan) => {
      const rows = await db
        .selectFrom('documents.required_documents')
        .selectAll()
        .where('plan', '=', plan)
        .orderBy('sort_order')
        .execute();
      expect(rows.slice(0, 4).map((row) => [row.slug, row.name_en, row.name_es])).toEqual([
        ['passport', 'Valid passport', 'Pasaporte válido'],
        ['bank-statements', 'Bank statements', 'Extractos bancarios'],
        ['health-insurance', 'Health insurance certificate', 'Certificado de seguro médico'],
        ['criminal-record', 'Criminal record certificate', 'Certificado de antecedentes penales'],
      ]);
      expect(rows[0]?.description_en).toContain('at least 6 months of validity');
      expect(rows[1]?.description_en).toContain('last 3 months');
      for (const row of rows) {
        expect(row.max_file_size).toBe(DEFAULT_MAX_FILE_SIZE);
        expect(row.file_types).toEqual([...ALLOWED_FILE_TYPES]);
        expect(row.description_es).not.toBe('');
      }
    },
  );

  it('gives premium the digital nomad visa’s own four proofs after the common ones', async () => {
    const premium = await db
      .selectFrom('documents.required_documents')
      .selectAll()
      .where('plan', '=', 'premium')
      .orderBy('sort_order')
      .execute();
    expect(premium.slice(4).map((row) => [row.slug, row.name_en, row.name_es])).toEqual([
      ['work-contract', 'Employment or client contract', 'Contrato laboral o con clientes'],
      [
        'company-registration',
        'Company registration certificate',
        'Certificado de registro de la empresa',
      ],
      [
        'qualification',
        'Degree or proof of 3 years of experience',
        'Título o 3 años de experiencia',
      ],
      ['social-security', 'Social security certificate', 'Certificado de Seguridad Social'],
    ]);
    const [contract, company, qualification, socialSecurity] = premium.slice(4);
    expect(contract?.description_en).toContain('at least 3 months');
    expect(contract?.description_es).toContain('al menos 3 meses');
    expect(company?.description_en).toContain('at least 1 year');
    expect(company?.description_es).toContain('al menos 1 año');
    expect(qualification?.description_en).toContain('at least 3 years of professional experience');
    expect(qualification?.description_es).toContain('al menos 3 años de experiencia');
    expect(socialSecurity?.description_en).toContain('certificate of coverage');
    expect(socialSecurity?.description_es).toContain('certificado de cobertura');
    const basic = await db
      .selectFrom('documents.required_documents')
      .select('slug')
      .where('plan', '=', 'basic')
      .execute();
    expect(basic).toHaveLength(4);
  });

  it('holds a slug once per plan and only the two plans', async () => {
    const duplicate = {
      slug: 'passport',
      plan: 'basic' as const,
      name_en: 'Passport',
      name_es: 'Pasaporte',
    };
    expect(
      await violation(() =>
        db.insertInto('documents.required_documents').values(duplicate).execute(),
      ),
    ).toBe('required_documents_plan_slug_key');
    const gold = { ...duplicate, slug: 'gold-card', plan: 'gold' as 'basic' };
    expect(
      await violation(() => db.insertInto('documents.required_documents').values(gold).execute()),
    ).toBe('required_documents_plan_check');
  });
});

describe('user documents', () => {
  it('starts uploaded and allows exactly the stored statuses of the contracts', async () => {
    const passport = await requiredDocumentId('basic', 'passport');
    const row = await db
      .insertInto('documents.user_documents')
      .values(upload({ required_document_id: passport }))
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('uploaded');
    expect(row.revision).toBe(1);

    for (const status of DOCUMENT_STATUSES.filter((s) => s !== 'pending')) {
      const reviewed = status === 'approved' || status === 'rejected';
      await db
        .updateTable('documents.user_documents')
        .set({
          status,
          rejection_reason: status === 'rejected' ? 'Blurry scan' : null,
          reviewed_by: reviewed ? AGENT : null,
          reviewed_at: reviewed ? new Date() : null,
        })
        .where('id', '=', row.id)
        .execute();
    }
    expect(
      await violation(() =>
        db
          .updateTable('documents.user_documents')
          .set({ status: 'pending' as 'uploaded' })
          .where('id', '=', row.id)
          .execute(),
      ),
    ).toBe('user_documents_status_check');
  });

  it('requires a reason to reject and a reviewer to decide', async () => {
    const bank = await requiredDocumentId('basic', 'bank-statements');
    const { id } = await db
      .insertInto('documents.user_documents')
      .values(upload({ required_document_id: bank }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const reviewed = { reviewed_by: AGENT, reviewed_at: new Date() };
    expect(
      await violation(() =>
        db
          .updateTable('documents.user_documents')
          .set({ status: 'rejected', rejection_reason: '  ', ...reviewed })
          .where('id', '=', id)
          .execute(),
      ),
    ).toBe('user_documents_rejection_reason_check');
    expect(
      await violation(() =>
        db
          .updateTable('documents.user_documents')
          .set({ status: 'approved' })
          .where('id', '=', id)
          .execute(),
      ),
    ).toBe('user_documents_review_check');
  });

  it('keeps one document per user and checklist item, and refuses unknown items', async () => {
    const insurance = await requiredDocumentId('premium', 'health-insurance');
    await db
      .insertInto('documents.user_documents')
      .values(upload({ required_document_id: insurance }))
      .execute();
    expect(
      await violation(() =>
        db
          .insertInto('documents.user_documents')
          .values(upload({ required_document_id: insurance }))
          .execute(),
      ),
    ).toBe('user_documents_user_required_key');
    expect(
      await violation(() =>
        db
          .insertInto('documents.user_documents')
          .values(upload({ required_document_id: '33333333-3333-4333-8333-333333333333' }))
          .execute(),
      ),
    ).toBe('user_documents_required_document_id_fkey');
  });
});

describe('several files per item (issue 18)', () => {
  const BEFORE = '2026-12-05-001-document-revisions';

  it('moves every single-file document into document_files without loss, and back', async () => {
    const scratch = await createTestDatabaseFromTemplate();
    const scratchDb = createDb(scratch.url, { max: 1 });
    try {
      const migrator = new Migrator({
        db: scratchDb,
        migrationTableSchema: DOCUMENTS_SCHEMA,
        provider: { getMigrations: async () => migrations },
      });
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      // Rows as the old schema made them: the file's columns on the document itself.
      await sql`
        insert into documents.user_documents
          (id, user_id, required_document_id, name, storage_path, original_filename, mime_type,
           size_bytes, status, rejection_reason, uploaded_at, reviewed_by, reviewed_at, revision)
        select md5('doc' || r.slug)::uuid, ${USER}::uuid, r.id, r.name_en, ${USER} || '/' || r.slug || '.pdf',
               r.slug || ' scan.pdf', 'application/pdf', 1000 + r.sort_order,
               case when r.sort_order = 1 then 'approved' else 'uploaded' end, null,
               timestamptz '2026-11-30 10:00:00+00' + (r.sort_order || ' minutes')::interval,
               case when r.sort_order = 1 then ${AGENT}::uuid end,
               case when r.sort_order = 1 then now() end, r.sort_order
          from documents.required_documents r where r.plan = 'basic'
      `.execute(scratchDb);
      const old = await sql<Record<string, unknown>>`
        select id, storage_path, original_filename, mime_type, size_bytes, uploaded_at, status, revision
          from documents.user_documents order by id
      `.execute(scratchDb);
      expect(old.rows).toHaveLength(4);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const moved = await sql<Record<string, unknown>>`
        select d.id, f.storage_path, f.original_filename, f.mime_type, f.size_bytes, f.uploaded_at,
               d.status, d.revision, f.id as file_id, f.user_id
          from documents.user_documents d join documents.document_files f on f.document_id = d.id
         order by d.id
      `.execute(scratchDb);
      expect(moved.rows.map(({ file_id: _file, user_id: _user, ...rest }) => rest)).toEqual(
        old.rows,
      );
      for (const row of moved.rows) {
        // The file keeps its document's id, so links signed before the move still verify.
        expect(row.file_id).toBe(row.id);
        expect(row.user_id).toBe(USER);
      }
      const columns = await sql<{ column_name: string }>`
        select column_name from information_schema.columns
         where table_schema = 'documents' and table_name = 'user_documents'
      `.execute(scratchDb);
      expect(columns.rows.map((row) => row.column_name)).not.toContain('storage_path');

      // A second file on one item, then back: each document keeps its latest file, the other is
      // queued for removal from storage, never forgotten.
      const first = moved.rows[0] as { id: string };
      await sql`
        insert into documents.document_files
          (document_id, user_id, storage_path, original_filename, mime_type, size_bytes, uploaded_at)
        values (${first.id}, ${USER}, ${`${USER}/extra.pdf`}, 'extra.pdf', 'application/pdf', 7,
                timestamptz '2026-12-06 00:00:00+00')
      `.execute(scratchDb);
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const restored = await sql<{ id: string; storage_path: string }>`
        select id, storage_path from documents.user_documents order by id
      `.execute(scratchDb);
      expect(restored.rows.find((row) => row.id === first.id)?.storage_path).toBe(
        `${USER}/extra.pdf`,
      );
      const queued = await sql<{ storage_path: string }>`
        select storage_path from documents.files_to_remove
      `.execute(scratchDb);
      expect(queued.rows).toEqual([
        {
          storage_path: (old.rows.find((row) => row.id === first.id) as { storage_path: string })
            .storage_path,
        },
      ]);
    } finally {
      await scratchDb.destroy();
      await scratch.drop();
    }
  });
});

describe('migrations', () => {
  it('roll back completely and apply again', async () => {
    const scratch = await createTestDatabaseFromTemplate();
    const scratchDb = createDb(scratch.url, { max: 1 });
    try {
      const migrator = new Migrator({
        db: scratchDb,
        migrationTableSchema: DOCUMENTS_SCHEMA,
        provider: { getMigrations: async () => migrations },
      });
      const stepBack = await migrator.migrateTo('2026-11-23-002-seed-required-documents');
      expect(stepBack.error).toBeUndefined();
      const before = await sql<{ plan: string; count: string; old_index: boolean }>`
        select plan, count(*),
          exists (select 1 from pg_indexes where indexname = 'user_documents_awaiting_idx') as old_index
        from documents.required_documents group by plan order by plan
      `.execute(scratchDb);
      expect(before.rows).toEqual([
        { plan: 'basic', count: '4', old_index: true },
        { plan: 'premium', count: '4', old_index: true },
      ]);
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      const { rows } = await sql<{ count: string }>`
        select count(*) from information_schema.tables where table_schema = 'documents' and table_name not like 'kysely_%'
      `.execute(scratchDb);
      expect(rows[0]?.count).toBe('0');
      await migrateDocuments(scratchDb);
      const indexes = await sql<{ indexname: string }>`
        select indexname from pg_indexes where schemaname = 'documents' order by indexname
      `.execute(scratchDb);
      expect(indexes.rows.map((row) => row.indexname)).toContain(
        'user_documents_awaiting_user_idx',
      );
      expect(indexes.rows.map((row) => row.indexname)).not.toContain('user_documents_awaiting_idx');
      const seeded = await sql<{
        count: string;
      }>`select count(*) from documents.required_documents`.execute(scratchDb);
      expect(Number(seeded.rows[0]?.count)).toBe(12);
    } finally {
      await scratchDb.destroy();
      await scratch.drop();
    }
  });
});
