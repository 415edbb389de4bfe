import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Applicants, their documents and the agents' decisions, written straight into identity's,
 * documents' and review's tables with one set-based statement each (tens of thousands of rows in
 * seconds; the APIs would take an hour of scrypt). The shapes follow the services' migrations.
 *
 * Of every 20 applicants: 3 pending, 2 rejected, 15 approved; of the approved, 1 is assigned to the
 * bench agent, 5 to the other agents, 9 to nobody. Each applicant has `documentsEach` documents (the
 * first items of their plan's checklist); of every 10 documents 3 await review, 1 is under review,
 * 4 are approved and 2 rejected. Decided registrations, assignments and decided documents each have
 * their row in review.decisions.
 */
export type SeedOptions = {
  databaseUrl: string;
  applicants: number;
  documentsEach: number;
  /** The agent whose dashboard is measured. */
  agentId: string;
  /** Other agents who decided and hold applicants. */
  otherAgentIds: string[];
};

const FIRST_NAMES = [
  'Ana',
  'Lucía',
  'Carlos',
  'Javier',
  'María',
  'Sofía',
  'Mateo',
  'Íñigo',
  'Elena',
  'Pablo',
  'Valentina',
  'Diego',
  'Camila',
  'Hugo',
  'Martina',
  'Leo',
  'Noa',
  'Bruno',
  'Olivia',
  'Tomás',
];
const LAST_NAMES = [
  'García',
  'Martínez',
  'López',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Fernández',
  'Díaz',
  'Ruiz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Peña',
];

/** Bench agents who never sign in: a profile to name them by, and a password hash nothing matches. */
export async function seedOtherAgents(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tag = randomBytes(4).toString('hex');
    const { rows } = await client.query<{ id: string }>(
      `with agents as (
         insert into identity.users (email, password_hash, role)
         select 'bench-agent-' || $1 || '-' || n || '@nomada-bench.test', 'bench:no-password', 'agent'
         from generate_series(1, $2) as n
         returning id, email
       )
       insert into identity.profiles (user_id, first_name, last_name, status, search_text)
       select id, 'Agente', 'Número ' || row_number() over (order by email), 'approved', email
       from agents
       returning user_id as id`,
      [tag, count],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

export async function seedApplicants({
  databaseUrl,
  applicants,
  documentsEach,
  agentId,
  otherAgentIds,
}: SeedOptions): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tag = randomBytes(4).toString('hex');
  try {
    await client.query('begin');
    await client.query(
      `create temp table bench_people on commit drop as
       select gen_random_uuid() as id, n,
         ($3::text[])[1 + n % 20] as first_name,
         ($4::text[])[1 + (n / 20) % 20] as last_name,
         'bench-' || $1 || '-' || n || '@nomada-bench.test' as email,
         case when n % 20 < 3 then 'pending' when n % 20 < 5 then 'rejected' else 'approved' end as status,
         case when n % 2 = 0 then 'basic' else 'premium' end as plan,
         case when n % 3 = 0 then 'es' else 'en' end as language,
         case
           when n % 20 = 5 then $5::uuid
           when n % 20 between 6 and 10 then ($6::uuid[])[1 + n % cardinality($6::uuid[])]
         end as assigned_agent_id,
         now() - make_interval(mins => $2 - n + 2000) as submitted_at,
         now() - make_interval(mins => $2 - n + 1000) as decided_at
       from generate_series(1, $2) as n`,
      [tag, applicants, FIRST_NAMES, LAST_NAMES, agentId, otherAgentIds],
    );
    await client.query(
      `insert into identity.users (id, email, password_hash, role, language, created_at, updated_at)
       select id, email, 'bench:no-password', 'applicant', language, submitted_at, submitted_at
       from bench_people`,
    );
    await client.query(
      `insert into identity.profiles (user_id, first_name, last_name, plan, account_type, status,
         rejection_reason, email_confirmed, decided_at, decided_by, updated_at,
         assigned_agent_id, assigned_at, search_text)
       select id, first_name, last_name, plan, 'individual', status,
         case when status = 'rejected' then 'Incomplete proof of income' end,
         n % 4 <> 0,
         case when status <> 'pending' then decided_at end,
         case when status <> 'pending' then $1::uuid end,
         submitted_at,
         assigned_agent_id,
         case when assigned_agent_id is not null then decided_at + interval '1 hour' end,
         identity.fold(first_name || ' ' || last_name || ' ' || email)
       from bench_people`,
      [agentId],
    );
    await client.query(
      `insert into identity.registrations (user_id, phone, address, nationality, date_of_birth,
         current_status, additional_info, terms_accepted, data_processing_consent, submitted_at)
       select id, '+34 600 ' || lpad((n % 1000000)::text, 6, '0'), 'Calle Mayor ' || n || ', Madrid',
         'Argentina', '1990-04-12', 'Freelancer', 'Remote work for clients abroad', true, true,
         submitted_at
       from bench_people`,
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
    await client.query(
      `insert into review.decisions (agent_id, subject_type, subject_id, user_id, decision, reason,
         created_at)
       select $1::uuid, 'registration', id, id, status,
         case when status = 'rejected' then 'Incomplete proof of income' end, decided_at
       from bench_people where status <> 'pending'
       union all
       select assigned_agent_id, 'assignment', id, id, 'assigned', null,
         decided_at + interval '1 hour'
       from bench_people where assigned_agent_id is not null`,
      [agentId],
    );
    await client.query(
      `insert into review.decisions (agent_id, subject_type, subject_id, user_id, decision, reason,
         document_name_en, document_name_es, created_at)
       select $1::uuid, 'document', id, user_id, status,
         case when status = 'rejected' then 'The scan is not readable' end,
         name_en, name_es, uploaded_at + interval '1 day'
       from bench_documents where status in ('approved', 'rejected')`,
      [agentId],
    );
    await client.query('commit');
    // What autovacuum gives a database that grew over months: statistics, and visibility maps that
    // let counts read their indexes alone.
    await client.query(
      'vacuum (analyze) identity.users, identity.profiles, identity.registrations, documents.user_documents, documents.document_files, review.decisions',
    );
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
