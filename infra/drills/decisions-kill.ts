import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVICE_PORT_OFFSETS, type ServiceName } from '@nomada/service-kit';
import { signedInAgent } from '../bench/signed-in-accounts';
import { ownerUrls } from '../src/database-access';
import { instancePort } from '../src/replicas';
import {
  delay,
  isReady,
  startDrillPlatform,
  verdict,
  waitUntil,
  type DrillPlatform,
  type Verdict,
} from './drill-platform';

type Kind = 'document' | 'registration';

/**
 * Each step arms one fault point (decision 064's `drillFaultPoint`): the first process of that
 * service to reach it dies as with kill -9, and the launcher starts it again.
 */
const STEPS: { point: string; service: ServiceName; kind: Kind }[] = [
  { point: 'documents:before-commit', service: 'documents', kind: 'document' },
  { point: 'documents:after-commit', service: 'documents', kind: 'document' },
  { point: 'identity:before-commit', service: 'identity', kind: 'registration' },
  { point: 'identity:after-commit', service: 'identity', kind: 'registration' },
  { point: 'review:before-relay', service: 'review', kind: 'document' },
  { point: 'review:before-relay', service: 'review', kind: 'registration' },
  { point: 'review:before-ack', service: 'review', kind: 'registration' },
  { point: 'review:before-ack', service: 'review', kind: 'document' },
  { point: 'review:after-email-handoff', service: 'review', kind: 'document' },
  { point: 'messaging:after-email-stored', service: 'messaging', kind: 'registration' },
  { point: 'messaging:after-email-stored', service: 'messaging', kind: 'document' },
];

/** Decisions made with nothing armed, before and after the kills. */
const PLAIN_DECISIONS = 2;

type Subject = { kind: Kind; id: string; email: string; cookie: string };

const PASSWORD = 'Drill-pass1!';

async function signUp(baseUrl: string): Promise<Subject & { userId: string }> {
  const email = `drill-${randomBytes(5).toString('hex')}@nomada-drill.test`;
  const response = await fetch(`${baseUrl}/functions/auth-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      userData: {
        first_name: 'Drill',
        last_name: 'Decision',
        plan: 'premium',
        terms_accepted: true,
        data_processing_consent: true,
      },
    }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ');
  return { kind: 'registration', id: user.id, userId: user.id, email, cookie };
}

/**
 * A pending registration, or an uploaded document of an applicant approved in identity's table
 * (through `identity`, a connection as identity's role).
 */
async function subjectFor(
  platform: DrillPlatform,
  identity: pg.Client,
  kind: Kind,
): Promise<Subject> {
  const person = await signUp(platform.baseUrl);
  if (kind === 'registration') return person;
  await identity.query(
    `update identity.profiles set status = 'approved', decided_at = now() where user_id = $1`,
    [person.userId],
  );
  const data = await fetch(`${platform.baseUrl}/functions/auth-get-dashboard-data`, {
    method: 'POST',
    headers: { cookie: person.cookie, origin: platform.baseUrl },
  });
  const { requiredDocuments } = (await data.json()) as { requiredDocuments: { id: string }[] };
  const form = new FormData();
  form.append('documentName', 'drill');
  form.append('requiredDocumentId', requiredDocuments[0]!.id);
  const pdf = `%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% ${person.email}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'drill.pdf');
  const upload = await fetch(`${platform.baseUrl}/functions/auth-upload-document`, {
    method: 'POST',
    headers: { cookie: person.cookie, origin: platform.baseUrl },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status}`);
  const { document } = (await upload.json()) as { document: { id: string } };
  return { ...person, kind: 'document', id: document.id };
}

async function decide(platform: DrillPlatform, agentCookie: string, subject: Subject) {
  const body =
    subject.kind === 'document'
      ? { action: 'approveDocument', payload: { documentId: subject.id } }
      : { action: 'approveRegistration', payload: { userId: subject.id } };
  try {
    const response = await fetch(`${platform.baseUrl}/functions/agent-actions`, {
      method: 'POST',
      headers: {
        cookie: agentCookie,
        origin: platform.baseUrl,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

const instances = (service: ServiceName) => [`${service}-1`, `${service}-2`];

async function allReady(platform: DrillPlatform, service: ServiceName): Promise<boolean> {
  const ports = [0, 1].map((index) =>
    instancePort(platform.port, SERVICE_PORT_OFFSETS[service], index),
  );
  return (await Promise.all(ports.map(isReady))).every(Boolean);
}

type Tallies = {
  committed: Subject[];
  notCommitted: Subject[];
  entries: Map<string, number>;
  unrelayed: number;
  emailsWaiting: number;
  duplicateEmails: string[];
  missingEmails: string[];
  mailboxOverCount: string[];
};

const DECISION_TEMPLATES = { document: 'document-approved', registration: 'registration-approved' };

async function tally(db: pg.Client, subjects: Subject[], mailboxDir: string): Promise<Tallies> {
  const documentIds = subjects.filter((s) => s.kind === 'document').map((s) => s.id);
  const userIds = subjects.filter((s) => s.kind === 'registration').map((s) => s.id);
  const decided = new Set<string>([
    ...(
      await db.query<{ id: string }>(
        `select id from documents.user_documents where id = any($1) and status = 'approved'`,
        [documentIds],
      )
    ).rows.map((row) => row.id),
    ...(
      await db.query<{ id: string }>(
        `select user_id as id from identity.profiles where user_id = any($1) and status = 'approved'`,
        [userIds],
      )
    ).rows.map((row) => row.id),
  ]);
  const entries = new Map(
    (
      await db.query<{ subject_id: string; n: string }>(
        `select subject_id, count(*) as n from review.decisions
         where subject_id = any($1) and subject_type in ('document', 'registration')
         group by subject_id`,
        [subjects.map((s) => s.id)],
      )
    ).rows.map((row) => [row.subject_id, Number(row.n)]),
  );
  const unrelayed = (
    await db.query<{ n: string }>(
      `select (select count(*) from identity.decision_events)
            + (select count(*) from documents.decision_events) as n`,
    )
  ).rows[0]!.n;
  const emailsWaiting = (
    await db.query<{ n: string }>(`select count(*) as n from review.email_outbox`)
  ).rows[0]!.n;
  const emails = (
    await db.query<{ recipient: string; template: string; n: string }>(
      `select recipient, template, count(*) as n from messaging.emails
       where recipient = any($1) group by recipient, template`,
      [subjects.map((s) => s.email)],
    )
  ).rows;
  const emailCount = (subject: Subject) =>
    Number(
      emails.find(
        (row) =>
          row.recipient === subject.email && row.template === DECISION_TEMPLATES[subject.kind],
      )?.n ?? 0,
    );
  const sentTo = new Map<string, number>();
  for (const row of emails)
    sentTo.set(row.recipient, (sentTo.get(row.recipient) ?? 0) + Number(row.n));
  const delivered = new Map<string, number>();
  if (existsSync(mailboxDir))
    for (const name of readdirSync(mailboxDir).filter((file) => file.endsWith('.json'))) {
      const { to } = JSON.parse(readFileSync(path.join(mailboxDir, name), 'utf8')) as {
        to: string;
      };
      delivered.set(to, (delivered.get(to) ?? 0) + 1);
    }
  const committed = subjects.filter((s) => decided.has(s.id));
  return {
    committed,
    notCommitted: subjects.filter((s) => !decided.has(s.id)),
    entries,
    unrelayed: Number(unrelayed),
    emailsWaiting: Number(emailsWaiting),
    duplicateEmails: subjects.filter((s) => emailCount(s) > 1).map((s) => `${s.kind} ${s.id}`),
    missingEmails: committed.filter((s) => emailCount(s) === 0).map((s) => `${s.kind} ${s.id}`),
    mailboxOverCount: subjects
      .filter((s) => (delivered.get(s.email) ?? 0) > (sentTo.get(s.email) ?? 0))
      .map((s) => s.email),
  };
}

/**
 * Issue 18 / decision 064: kill -9 of documents, identity, review and messaging at each step of an
 * agent's decision (before the owner commits, after it commits, before review relays, between
 * review's audit insert and its acknowledgement, after the email is handed over, after messaging
 * stored it), each instance started again by the launcher. Afterwards every decision the owner
 * committed has exactly one audit entry and one email, nothing was emailed twice, and what was not
 * committed left nothing.
 */
export async function decisionsKillDrill(): Promise<Verdict> {
  const faultFile = path.join(tmpdir(), `nomada-drill-decisions-${process.pid}.fault`);
  rmSync(faultFile, { force: true });
  const platform = await startDrillPlatform('decisions', {
    NOMADA_DRILL_FAULT_FILE: faultFile,
    DECISION_RELAY_INTERVAL_MS: '500',
    EMAIL_RELAY_INTERVAL_MS: '500',
    EMAIL_RETRY_BASE_MS: '500',
    EMAIL_RETRY_MAX_MS: '2000',
    EMAIL_CLAIM_LEASE_MS: '3000',
  });
  const db = new pg.Client({ connectionString: platform.env.DATABASE_URL });
  await db.connect();
  const identity = new pg.Client({
    connectionString: ownerUrls('identity', platform.database).databaseUrl,
  });
  await identity.connect();
  try {
    const agentCookie = await signedInAgent(platform);
    const subjects: Subject[] = [];
    const figures: string[] = [];
    const notFired: string[] = [];
    const notRestarted: string[] = [];
    const started = performance.now();

    for (let index = 0; index < PLAIN_DECISIONS; index++) {
      const subject = await subjectFor(platform, identity, index % 2 ? 'registration' : 'document');
      subjects.push(subject);
      figures.push(
        `plain ${subject.kind} decision: ${await decide(platform, agentCookie, subject)}`,
      );
    }

    for (const step of STEPS) {
      const subject = await subjectFor(platform, identity, step.kind);
      subjects.push(subject);
      const before = platform.pids();
      writeFileSync(faultFile, step.point);
      const status = await decide(platform, agentCookie, subject);
      // The point may be reached after the answer (the relays run in the background).
      const fired = await waitUntil(() => !existsSync(faultFile), 15_000);
      rmSync(faultFile, { force: true });
      if (!fired) notFired.push(`${step.point} (${step.kind})`);
      const restarted =
        !fired ||
        (await waitUntil(
          async () =>
            instances(step.service).some(
              (name) => platform.pids()[name] && platform.pids()[name] !== before[name],
            ) && (await allReady(platform, step.service)),
          45_000,
        ));
      if (!restarted) notRestarted.push(step.point);
      figures.push(
        `${step.point} on a ${step.kind} decision: answer ${status || 'none'}, ${fired ? 'killed' : 'NOT reached'}, ${restarted ? 'back' : 'NOT back'}`,
      );
    }

    const mailboxDir = String(platform.env.MAILBOX_DIR);
    let result = await tally(db, subjects, mailboxDir);
    // The relays catch up on their own (every 500 ms here; the email lease is 3 s).
    await waitUntil(async () => {
      await delay(500);
      result = await tally(db, subjects, mailboxDir);
      return result.unrelayed === 0 && result.emailsWaiting === 0 && !result.missingEmails.length;
    }, 60_000);
    const wrongEntries = result.committed.filter((s) => result.entries.get(s.id) !== 1);
    const strayEntries = result.notCommitted.filter((s) => (result.entries.get(s.id) ?? 0) > 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);

    return verdict(
      `decisions-kill: kill -9 of documents, identity, review and messaging at each step of ${subjects.length} decisions`,
      [
        [notFired.length === 0, `every fault point reached (${notFired.join(', ')})`],
        [notRestarted.length === 0, `every killed service back (${notRestarted.join(', ')})`],
        [
          wrongEntries.length === 0,
          `exactly one audit entry per committed decision (${wrongEntries.map((s) => `${s.id}: ${result.entries.get(s.id) ?? 0}`).join(', ')})`,
        ],
        [
          strayEntries.length === 0,
          `no entry for a decision not committed (${strayEntries.length})`,
        ],
        [result.unrelayed === 0, `no decision event left unrelayed (${result.unrelayed})`],
        [
          result.duplicateEmails.length === 0,
          `no email stored twice (${result.duplicateEmails.join(', ')})`,
        ],
        [
          result.mailboxOverCount.length === 0,
          `no email delivered twice to the mail sink (${result.mailboxOverCount.join(', ')})`,
        ],
        [
          result.missingEmails.length === 0,
          `one email per committed decision (${result.missingEmails.join(', ')})`,
        ],
      ],
      [
        ...figures,
        `${subjects.length} decisions in ${seconds} s: ${result.committed.length} committed by their owner, ${result.notCommitted.length} not (killed before the commit)`,
        `audit entries of committed decisions: ${result.committed.map((s) => result.entries.get(s.id) ?? 0).join(' ')}`,
        `unrelayed events ${result.unrelayed}, emails waiting in review ${result.emailsWaiting}, emails stored twice ${result.duplicateEmails.length}, missing ${result.missingEmails.length}`,
      ],
    );
  } finally {
    rmSync(faultFile, { force: true });
    await identity.end();
    await db.end();
    await platform.stop();
  }
}
