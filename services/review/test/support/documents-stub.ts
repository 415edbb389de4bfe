import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  awaitingReviewSchema,
  decideDocumentSchema,
  documentsOfUsersSchema,
  startReviewSchema,
  type DocumentRecord,
} from '@nomada/contracts';
import {
  conflict,
  createDb,
  createDecisionEventsTable,
  decisionEventRoutes,
  writeDecisionEvent,
  errorHandlerPlugin,
  notFound,
  parseBody,
  requireInternalCaller,
} from '@nomada/service-kit';
import { listenInRange } from './ports';

/**
 * A stand-in for the documents service's internal calls (contracts/src/internal/documents.ts), until
 * that service serves them: its rows live in PostgreSQL and its decisions are the same conditional
 * updates, so two agents deciding at once really race in the database.
 */
export type DocumentsStub = {
  url: string;
  /** A document as if the applicant had uploaded it. */
  add(userId: string, overrides?: Partial<StubDocument>): Promise<DocumentRecord>;
  get(id: string): Promise<DocumentRecord | undefined>;
  /** Answers every call with 500 while true, like a documents service that is down. */
  failing: boolean;
  close(): Promise<void>;
};

type StubDocument = {
  document_type: string;
  name_en: string;
  name_es: string;
  original_filename: string;
  mime_type: string;
  file_size: number;
  status: 'uploaded' | 'reviewing' | 'approved' | 'rejected';
  uploaded_at: Date;
  revision: number;
};

type Row = {
  id: string;
  user_id: string;
  required_document_id: string | null;
  document_type: string;
  name_en: string;
  name_es: string;
  file_url: string;
  file_size: number;
  original_filename: string;
  mime_type: string;
  status: DocumentRecord['status'];
  rejection_reason: string | null;
  uploaded_at: Date;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  revision: number;
};

type StubDatabase = { 'documents_stub.user_documents': Row };

const toRecord = (row: Row): DocumentRecord => ({
  ...row,
  files: [
    {
      id: row.id,
      file_url: row.file_url,
      original_filename: row.original_filename,
      mime_type: row.mime_type,
      file_size: row.file_size,
      uploaded_at: row.uploaded_at.toISOString(),
      issued_on: null,
      expires_on: null,
    },
  ],
  freshness: 'ok',
  uploaded_at: row.uploaded_at.toISOString(),
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
});

async function createTables(db: Kysely<StubDatabase>): Promise<void> {
  await sql`create schema if not exists documents_stub`.execute(db);
  await sql`
    create table if not exists documents_stub.user_documents (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      required_document_id uuid,
      document_type text not null,
      name_en text not null,
      name_es text not null,
      file_url text not null,
      file_size integer not null,
      original_filename text not null,
      mime_type text not null,
      status text not null,
      rejection_reason text,
      uploaded_at timestamptz not null default now(),
      reviewed_by uuid,
      reviewed_at timestamptz,
      revision integer not null default 1
    )
  `.execute(db);
  const { rows } = await sql<{ found: string | null }>`
    select to_regclass('documents_stub.decision_events')::text as found
  `.execute(db);
  if (!rows[0]?.found) await createDecisionEventsTable(db as Kysely<unknown>, 'documents_stub');
}

/**
 * Upload times that always move forward: two documents added in the same millisecond would tie on
 * `uploaded_at` and list in the order of their random ids, so a test's expected order would hold
 * only most of the time.
 */
function uploadClock() {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };
}

export async function startDocumentsStub(
  databaseUrl: string,
  sessionSecret: string,
): Promise<DocumentsStub> {
  const db = createDb<StubDatabase>(databaseUrl, { max: 6 });
  await createTables(db);
  const table = 'documents_stub.user_documents' as const;
  const app: FastifyInstance = Fastify();
  await app.register(errorHandlerPlugin);
  const nextUploadTime = uploadClock();
  const stub: DocumentsStub = {
    url: '',
    failing: false,
    async add(userId, overrides = {}) {
      const id = crypto.randomUUID();
      const row = await db
        .insertInto(table)
        .values({
          id,
          user_id: userId,
          required_document_id: crypto.randomUUID(),
          document_type: 'passport',
          name_en: 'Valid passport',
          name_es: 'Pasaporte válido',
          file_url: `${userId}/${id}.pdf`,
          file_size: 123_456,
          original_filename: 'passport.pdf',
          mime_type: 'application/pdf',
          status: 'uploaded',
          rejection_reason: null,
          uploaded_at: nextUploadTime(),
          reviewed_by: null,
          reviewed_at: null,
          revision: 1,
          ...overrides,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },
    async get(id) {
      const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },
    async close() {
      await app.close();
      await db.destroy();
    },
  };

  app.addHook('onRequest', async (_request, reply) => {
    if (stub.failing) return reply.status(500).send({ error: 'down', code: 'internal_error' });
  });
  const internal = { preHandler: requireInternalCaller(sessionSecret) };
  const awaiting = ['uploaded', 'reviewing'] as const;

  app.post('/internal/documents/awaiting-review', internal, async (request) => {
    const { page, pageSize, userIds } = parseBody(awaitingReviewSchema, request.body);
    let list = db.selectFrom(table).where('status', 'in', awaiting);
    if (userIds)
      list = userIds.length
        ? list.where('user_id', 'in', userIds)
        : list.where(sql<boolean>`false`);
    const [rows, total, counts] = await Promise.all([
      list
        .selectAll()
        .orderBy('uploaded_at')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      list.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      db
        .selectFrom(table)
        .select((eb) => [
          eb.fn.countAll<string>().filterWhere('status', '=', 'uploaded').as('uploaded'),
          eb.fn.countAll<string>().filterWhere('status', '=', 'reviewing').as('reviewing'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      documents: rows.map(toRecord),
      total: Number(total.n),
      counts: { uploaded: Number(counts.uploaded), reviewing: Number(counts.reviewing) },
    };
  });

  app.post('/internal/documents/of-users', internal, async (request) => {
    const { userIds } = parseBody(documentsOfUsersSchema, request.body);
    if (userIds.length === 0) return { documents: [] };
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where('user_id', 'in', userIds)
      .orderBy('uploaded_at')
      .execute();
    return {
      documents: rows.map(({ id, user_id, name_en, name_es }) => ({
        id,
        user_id,
        name_en,
        name_es,
      })),
    };
  });

  async function refuse(id: string): Promise<never> {
    const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
    throw row ? conflict('document_already_processed') : notFound();
  }

  app.post('/internal/documents/start-review', internal, async (request) => {
    const { documentId } = parseBody(startReviewSchema, request.body);
    const row = await db
      .updateTable(table)
      .set({ status: 'reviewing' })
      .where('id', '=', documentId)
      .where('status', 'in', awaiting)
      .returningAll()
      .executeTakeFirst();
    return row ? { document: toRecord(row) } : refuse(documentId);
  });

  app.post('/internal/documents/decide', internal, async (request) => {
    const { documentId, agentId, decision, reason, revision } = parseBody(
      decideDocumentSchema,
      request.body,
    );
    // Like documents: the decision and its decision event (decision 064) in one transaction.
    const row = await db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable(table)
        .set({
          status: decision,
          rejection_reason: decision === 'rejected' ? (reason ?? null) : null,
          reviewed_by: agentId,
          reviewed_at: new Date(),
        })
        .where('id', '=', documentId)
        .where('status', 'in', awaiting);
      if (revision !== undefined) update = update.where('revision', '=', revision);
      const decided = await update.returningAll().executeTakeFirst();
      if (!decided) return undefined;
      const documentName = { en: decided.name_en, es: decided.name_es };
      await writeDecisionEvent(trx, 'documents_stub', {
        audit: {
          agentId,
          subjectType: 'document',
          subjectId: documentId,
          userId: decided.user_id,
          decision,
          reason: decided.rejection_reason,
          documentName,
        },
        email:
          decision === 'rejected'
            ? {
                template: 'document-rejected',
                details: { documentName, reason: decided.rejection_reason ?? '' },
              }
            : { template: 'document-approved', details: { documentName } },
      });
      return decided;
    });
    if (row) return { document: toRecord(row) };
    const current = await stub.get(documentId);
    if (current && revision !== undefined && current.revision !== revision)
      throw conflict('document_changed');
    return refuse(documentId);
  });

  await app.register(decisionEventRoutes, { db, schema: 'documents_stub', sessionSecret });

  stub.url = `http://127.0.0.1:${await listenInRange(app)}`;
  return stub;
}
