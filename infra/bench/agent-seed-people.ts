import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { ownerUrls, type PlatformDatabase } from '../src/database-access';
import { inTransaction } from './pg-transaction';

/** What the people of the agent bench are made of; the rest of the seed is in agent-seed.ts. */
export type PeopleOptions = {
  database: PlatformDatabase;
  applicants: number;
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
export async function seedOtherAgents(
  database: PlatformDatabase,
  count: number,
): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  return inTransaction(ownerUrls('identity', database).databaseUrl, async (client) => {
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
  });
}

export type Person = {
  id: string;
  n: number;
  plan: string;
  status: string;
  assigned_agent_id: string | null;
  submitted_at: Date;
  decided_at: Date;
};

/** Identity's rows (in `client`, identity's connection): accounts, profiles and registrations; answers who was made. */
export async function seedPeople(
  client: pg.Client,
  options: PeopleOptions,
  tag: string,
): Promise<Person[]> {
  const { applicants, agentId, otherAgentIds } = options;
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
  const { rows } = await client.query<Person>(
    `select id, n, plan, status, assigned_agent_id, submitted_at, decided_at
     from bench_people order by n`,
  );
  return rows;
}
