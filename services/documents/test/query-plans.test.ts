import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompiledQuery,
  createQueryId,
  sql,
  type Kysely,
  type KyselyPlugin,
  type RootOperationNode,
} from 'kysely';
import { createDb } from '@nomada/service-kit';
import { type TestDatabase, createTestDatabaseFromTemplate } from '@nomada/service-kit/testing';
import { checklistOf } from '../src/db/repositories/required-documents';
import {
  awaitingCountsByStatus,
  awaitingReviewPage,
  countAwaitingReview,
  findRecord,
  recordsOfUsers,
} from '../src/db/repositories/review-queue';
import { filesOfDocuments, findFileByStoragePath } from '../src/db/repositories/document-files';
import { documentsOfUser } from '../src/db/repositories/user-documents';
import type { DocumentsDatabase } from '../src/db/schema';

let database: TestDatabase;
let db: Kysely<DocumentsDatabase>;

const USERS = 8_000;

/**
 * A table the size of a busy year: 8,000 applicants with every checklist item of premium (64,000
 * documents), most of them decided, as they will be, and a few thousand awaiting review.
 */
beforeAll(async () => {
  database = await createTestDatabaseFromTemplate();
  db = createDb<DocumentsDatabase>(database.url, { max: 2 });
  await sql`
    insert into documents.user_documents
      (user_id, required_document_id, name,
       status, rejection_reason, uploaded_at, reviewed_by, reviewed_at)
    select
      md5('user' || u)::uuid, r.id, r.name_en,
      s.status,
      case when s.status = 'rejected' then 'Blurry' end,
      now() - (u || ' minutes')::interval,
      case when s.status in ('approved', 'rejected') then md5('agent')::uuid end,
      case when s.status in ('approved', 'rejected') then now() end
    from generate_series(1, ${USERS}) u
    cross join documents.required_documents r
    cross join lateral (
      select case
        when (u + r.sort_order) % 100 < 85 then 'approved'
        when (u + r.sort_order) % 100 < 90 then 'rejected'
        when (u + r.sort_order) % 100 < 97 then 'uploaded'
        else 'reviewing'
      end as status
    ) s
    where r.plan = 'premium'
  `.execute(db);
  await sql`
    insert into documents.document_files
      (document_id, user_id, storage_path, original_filename, mime_type, size_bytes, uploaded_at)
    select d.id, d.user_id, d.user_id || '/' || d.id || '.pdf', 'scan.pdf', 'application/pdf', 120000,
           d.uploaded_at
      from documents.user_documents d
  `.execute(db);
  await sql`vacuum analyze documents.user_documents`.execute(db);
  await sql`vacuum analyze documents.document_files`.execute(db);
  await sql`analyze documents.required_documents`.execute(db);
}, 120_000);

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

async function planOf(compiled: CompiledQuery): Promise<PlanNode> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  return rows[0]!['QUERY PLAN'][0].Plan;
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * No sequential scan of the documents table, and one of the indexes built for this query (the
 * planner may pick either of two that both serve it, depending on its sampled statistics).
 */
function expectIndexedOnly(plan: PlanNode, ...indexes: string[]) {
  const all = nodes(plan);
  expect(
    all.filter(
      (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'user_documents',
    ),
  ).toEqual([]);
  const used = all.map((node) => node['Index Name']).filter(Boolean);
  expect(
    used.some((name) => indexes.includes(name as string)),
    `used ${used.join(', ')}`,
  ).toBe(true);
}

const user = (n: number) => sql<string>`md5(${`user${n}`})::uuid`;

async function userId(n: number): Promise<string> {
  const { rows } = await sql<{ id: string }>`select ${user(n)} as id`.execute(db);
  return rows[0]!.id;
}

/** Runs a repository function and answers the plan of each query it made, in order. */
async function plansOf(
  run: (db: Kysely<DocumentsDatabase>) => Promise<unknown>,
): Promise<PlanNode[]> {
  const seen: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      seen.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await run(db.withPlugin(recorder));
  const executor = db.getExecutor();
  return Promise.all(
    seen.map(async (node) => {
      const compiled = executor.compileQuery(node, createQueryId());
      return planOf(compiled);
    }),
  );
}

const awaitingPage = { page: 11, pageSize: 20 };

describe('every filter and ordering has its index (64,000 documents)', () => {
  it('an applicant’s documents (dashboard, upload) use the user index', async () => {
    const id = await userId(42);
    const [plan] = await plansOf((db) => documentsOfUser(db, id));
    expectIndexedOnly(plan!, 'user_documents_user_required_key');
  });

  it('a download finds its file by storage path, the file route by id', async () => {
    const [byPath] = await plansOf((db) => findFileByStoragePath(db, 'x/passport.pdf'));
    expectIndexedOnly(byPath!, 'document_files_storage_path_key');
    const [byId] = await plansOf((db) => findRecord(db, '00000000-0000-4000-8000-000000000000'));
    expectIndexedOnly(byId!, 'user_documents_pkey');
  });

  it('the files of a page of documents go by the document index', async () => {
    const ids = (
      await db.selectFrom('documents.user_documents').select('id').limit(20).execute()
    ).map((row) => row.id);
    const [plan] = await plansOf((db) => filesOfDocuments(db, ids));
    expectIndexedOnly(plan!, 'document_files_document_idx');
  });

  it('the review list pages oldest first without sorting the table', async () => {
    const [plan] = await plansOf((db) => awaitingReviewPage(db, awaitingPage));
    expectIndexedOnly(plan!, 'user_documents_awaiting_order_idx');
    expect(nodes(plan!).map((node) => node['Node Type'])).not.toContain('Sort');
  });

  it('the review list of some applicants, and its total, go by user', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(userId));
    const [page] = await plansOf((db) =>
      awaitingReviewPage(db, { ...awaitingPage, page: 1, userIds: ids }),
    );
    expectIndexedOnly(
      page!,
      'user_documents_awaiting_user_idx',
      'user_documents_user_required_key',
    );
    const [total] = await plansOf((db) => countAwaitingReview(db, ids));
    expectIndexedOnly(
      total!,
      'user_documents_awaiting_user_idx',
      'user_documents_user_required_key',
    );
  });

  it('the list’s total counts over the awaiting index; the cards read the tallies alone', async () => {
    const [total] = await plansOf((db) => countAwaitingReview(db));
    expectIndexedOnly(
      total!,
      'user_documents_awaiting_order_idx',
      'user_documents_awaiting_user_idx',
    );
    const [cards] = await plansOf((db) => awaitingCountsByStatus(db));
    expect(
      nodes(cards!)
        .map((node) => node['Relation Name'])
        .filter(Boolean),
    ).toEqual(['review_queue_tallies']);
    // The 64,000 rows above were inserted in one statement: the tallies followed it.
    const rows = await db
      .selectFrom('documents.user_documents')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('status', 'in', ['uploaded', 'reviewing'])
      .groupBy('status')
      .execute();
    const n = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    expect(await awaitingCountsByStatus(db)).toEqual({
      uploaded: n('uploaded'),
      reviewing: n('reviewing'),
    });
  });

  it('several applicants’ documents (registration details) use the user index', async () => {
    const ids = await Promise.all([7, 8, 9].map(userId));
    const [plan] = await plansOf((db) => recordsOfUsers(db, ids));
    expectIndexedOnly(plan!, 'user_documents_user_required_key');
  });

  it('the checklist has an index for its plan and order (a handful of rows: scanning is cheaper)', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where schemaname = 'documents' and indexname = 'required_documents_plan_order_idx'
    `.execute(db);
    expect(rows[0]?.indexdef).toContain('(plan, sort_order)');
    expect(
      (await checklistOf(db, { userId: '00000000-0000-4000-8000-000000000000', plan: 'premium' }))
        .length,
    ).toBe(8);
  });
});
