import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ownerUrls } from '../src/database-access';
import { seedPeople, type PeopleOptions, type Person } from './agent-seed-people';
import { inTransaction } from './pg-transaction';

/**
 * Applicants, their documents and the agents' decisions, written straight into identity's,
 * documents' and review's tables with one set-based statement each (tens of thousands of rows in
 * seconds; the APIs would take an hour of scrypt), each schema through its owner's roles as the
 * services themselves reach it (decision 068). The shapes follow the services' migrations.
 *
 * Of every 20 applicants: 3 pending, 2 rejected, 15 approved; of the approved, 1 is assigned to the
 * bench agent, 5 to the other agents, 9 to nobody. Each applicant has `documentsEach` documents (the
 * first items of their plan's checklist); of every 10 documents 3 await review, 1 is under review,
 * 4 are approved and 2 rejected. Decided registrations, assignments and decided documents each have
 * their row in review.decisions.
 */
export type SeedOptions = PeopleOptions & { documentsEach: number };

/**
 * What autovacuum gives a database that grew over months: statistics, and visibility maps that let
 * counts read their indexes alone. Only a table's owner may vacuum it.
 */
async function vacuum(ownerUrl: string, tables: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query(`vacuum (analyze) ${tables}`);
  } finally {
    await client.end();
  }
}

type DecidedDocument = {
  id: string;
  user_id: string;
  status: string;
  name_en: string;
  name_es: string;
  uploaded_at: Date;
};

/** Documents' rows for those people: the first items of their plan's checklist, with a file each. */
async function seedDocuments(
  client: pg.Client,
  people: Person[],
  { documentsEach, agentId }: SeedOptions,
): Promise<DecidedDocument[]> {
  await client.query(
    `create temp table bench_people on commit drop as
     select * from unnest($1::uuid[], $2::int[], $3::text[], $4::timestamptz[])
       as p(id, n, plan, submitted_at)`,
    [
      people.map((person) => person.id),
      people.map((person) => person.n),
      people.map((person) => person.plan),
      people.map((person) => person.submitted_at),
    ],
  );
  await client.query(
    `create temp table bench_documents on commit drop as
     select gen_random_uuid() as id, p.id as user_id, p.n, rd.id as required_document_id,
       rd.name_en, rd.name_es, rd.sort_order,
       case (p.n * 7 + rd.sort_order) % 10
         when 0 then 'uploaded' when 1 then 'uploaded' when 2 then 'uploaded'
         when 3 then 'reviewing'
         when 8 then 'rejected' when 9 then 'rejected'
         else 'approved'
       end as status,
       p.submitted_at + make_interval(hours => 2 + rd.sort_order) as uploaded_at
     from bench_people p
     cross join lateral (
       select id, name_en, name_es, sort_order from documents.required_documents
       where plan = p.plan order by sort_order limit $1
     ) rd`,
    [documentsEach],
  );
  await client.query(
    `insert into documents.user_documents (id, user_id, required_document_id, name, status,
       rejection_reason, uploaded_at, reviewed_by, reviewed_at)
     select id, user_id, required_document_id, name_en, status,
       case when status = 'rejected' then 'The scan is not readable' end,
       uploaded_at,
       case when status in ('approved', 'rejected') then $1::uuid end,
       case when status in ('approved', 'rejected') then uploaded_at + interval '1 day' end
     from bench_documents`,
    [agentId],
  );
  await client.query(
    `insert into documents.document_files (id, document_id, user_id, storage_path,
       original_filename, mime_type, size_bytes, uploaded_at)
     select id, id, user_id, user_id || '/' || id || '.pdf', 'scan-' || sort_order || '.pdf',
       'application/pdf', 150000 + n % 50000, uploaded_at
     from bench_documents`,
  );
  const { rows } = await client.query<DecidedDocument>(
    `select id, user_id, status, name_en, name_es, uploaded_at from bench_documents
     where status in ('approved', 'rejected')`,
  );
  return rows;
}

/** Review's trail: the decided registrations, the assignments and the decided documents. */
async function seedDecisions(
  client: pg.Client,
  people: Person[],
  documents: DecidedDocument[],
  agentId: string,
): Promise<void> {
  await client.query(
    `with people as (
       select * from unnest($2::uuid[], $3::text[], $4::uuid[], $5::timestamptz[])
         as p(id, status, assigned_agent_id, decided_at)
     )
     insert into review.decisions (agent_id, subject_type, subject_id, user_id, decision, reason,
       created_at)
     select $1::uuid, 'registration', id, id, status,
       case when status = 'rejected' then 'Incomplete proof of income' end, decided_at
     from people where status <> 'pending'
     union all
     select assigned_agent_id, 'assignment', id, id, 'assigned', null,
       decided_at + interval '1 hour'
     from people where assigned_agent_id is not null`,
    [
      agentId,
      people.map((person) => person.id),
      people.map((person) => person.status),
      people.map((person) => person.assigned_agent_id),
      people.map((person) => person.decided_at),
    ],
  );
  await client.query(
    `insert into review.decisions (agent_id, subject_type, subject_id, user_id, decision, reason,
       document_name_en, document_name_es, created_at)
     select $1::uuid, 'document', id, user_id, status,
       case when status = 'rejected' then 'The scan is not readable' end,
       name_en, name_es, uploaded_at + interval '1 day'
     from unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
       as d(id, user_id, status, name_en, name_es, uploaded_at)`,
    [
      agentId,
      documents.map((document) => document.id),
      documents.map((document) => document.user_id),
      documents.map((document) => document.status),
      documents.map((document) => document.name_en),
      documents.map((document) => document.name_es),
      documents.map((document) => document.uploaded_at),
    ],
  );
}

export async function seedApplicants(options: SeedOptions): Promise<void> {
  const { database } = options;
  const [identity, documents, review] = (['identity', 'documents', 'review'] as const).map(
    (owner) => ownerUrls(owner, database),
  ) as [ReturnType<typeof ownerUrls>, ReturnType<typeof ownerUrls>, ReturnType<typeof ownerUrls>];
  const tag = randomBytes(4).toString('hex');
  const people = await inTransaction(identity.databaseUrl, (client) =>
    seedPeople(client, options, tag),
  );
  const decided = await inTransaction(documents.databaseUrl, (client) =>
    seedDocuments(client, people, options),
  );
  await inTransaction(review.databaseUrl, (client) =>
    seedDecisions(client, people, decided, options.agentId),
  );
  await vacuum(
    identity.migrationDatabaseUrl,
    'identity.users, identity.profiles, identity.registrations',
  );
  await vacuum(
    documents.migrationDatabaseUrl,
    'documents.user_documents, documents.document_files',
  );
  await vacuum(review.migrationDatabaseUrl, 'review.decisions');
}
