import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Migrator, NO_MIGRATIONS, sql, type Insertable, type Kysely } from 'kysely';
import {
  ALLOWED_FILE_TYPES,
  DEFAULT_MAX_FILE_SIZE,
  DOCUMENT_STATUSES,
  PLANS,
} from '@nomada/contracts';
import { createDb } from '@nomada/service-kit';
import { createTestDatabase, type TestDatabase } from '@nomada/service-kit/testing';
import { DOCUMENTS_SCHEMA, migrateDocuments } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import type { DocumentsDatabase, UserDocumentsTable } from '../src/db/schema';

let database: TestDatabase;
let db: Kysely<DocumentsDatabase>;

beforeAll(async () => {
  database = await createTestDatabase(inject('documentsTemplateDb'));
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

let pathCounter = 0;
const upload = (
  overrides: Partial<Insertable<UserDocumentsTable>> = {},
): Insertable<UserDocumentsTable> => ({
  user_id: USER,
  name: 'Valid passport',
  storage_path: `users/${USER}/${++pathCounter}.pdf`,
  original_filename: 'passport.pdf',
  mime_type: 'application/pdf',
  size_bytes: 1234,
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
    'holds the four documents of SPEC.md section 3 for the %s plan, in order',
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
    expect(row.size_bytes).toBe('1234');

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

describe('migrations', () => {
  it('roll back completely and apply again', async () => {
    const scratch = await createTestDatabase(inject('documentsTemplateDb'));
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
