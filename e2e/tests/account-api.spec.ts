import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import type { AccountExport, DashboardData } from '@nomada/contracts';
import { runDatabaseUrl } from '../src/support/agent-accounts';
import { approvedApplicant } from '../src/support/agent-applicants';
import { pdfFile } from '../src/support/agent-files';
import { assignToAgent } from '../src/support/applicant-agent';
import type { TestApplicant } from '../src/support/applicants';
import { waitForMailAbout } from '../src/support/mailbox';
import { agent, expect, test } from './fixtures';

/** API sessions of their own (cookies kept per context), disposed after each test. */
const sessions: APIRequestContext[] = [];
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.dispose();
});

async function signedIn(baseURL: string, email: string, password: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  sessions.push(api);
  const login = await api.post('/functions/auth-login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}
const asAgent = (baseURL: string) => signedIn(baseURL, agent().email, agent().password);

async function upload(api: APIRequestContext, itemIndex: number, name: string) {
  const data = (await (
    await api.post('/functions/auth-get-dashboard-data')
  ).json()) as DashboardData;
  const item = data.requiredDocuments[itemIndex]!;
  return api.post('/functions/auth-upload-document', {
    multipart: { file: pdfFile(name), documentName: item.name, requiredDocumentId: item.id },
  });
}

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: await runDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** An approved premium applicant of the e2e agent, with two files and a conversation. */
async function premiumWithFilesAndMessages(baseURL: string, request: APIRequestContext) {
  const applicant = await approvedApplicant(request, 'Paula', 'premium');
  await assignToAgent(baseURL, applicant.id);
  const api = await signedIn(baseURL, applicant.email, applicant.password);
  expect((await upload(api, 0, 'pasaporte.pdf')).status()).toBe(201);
  expect((await upload(api, 1, 'extractos.pdf')).status()).toBe(201);
  const lawyer = await asAgent(baseURL);
  expect(
    (
      await api.post('/functions/send-lawyer-message', { data: { text: 'Hola, ¿qué falta?' } })
    ).status(),
  ).toBe(201);
  expect(
    (
      await lawyer.post('/functions/send-lawyer-message', {
        data: { userId: applicant.id, text: 'Solo el seguro médico.' },
      })
    ).status(),
  ).toBe(201);
  return { applicant, api, lawyer };
}

test('account-export: a premium applicant downloads everything, files as working signed links', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { applicant, api } = await premiumWithFilesAndMessages(baseURL!, request);
  const response = await api.post('/functions/account-export');
  expect(response.status()).toBe(200);
  const day = new Date().toISOString().slice(0, 10);
  expect(response.headers()['content-disposition']).toBe(
    `attachment; filename="nomada-export-${day}.json"`,
  );
  const body = (await response.json()) as AccountExport;
  expect(body.user.email).toBe(applicant.email);
  expect(body.case).toMatchObject({ plan: 'premium', registration_status: 'approved' });
  expect(body.case.assigned_agent?.first_name).toBe(agent().name.split(' ')[0]);
  expect(body.consents.map((consent) => consent.kind)).toEqual([
    'terms_and_conditions',
    'data_processing',
  ]);
  expect(body.lawyer_messages.map((message) => message.text)).toEqual([
    'Hola, ¿qué falta?',
    'Solo el seguro médico.',
  ]);
  expect(body.decisions.map((decision) => decision.what)).toContain('user_assigned');
  expect(body.emails.map((email) => email.template)).toEqual(
    expect.arrayContaining(['registration-received', 'applicant-assigned']),
  );
  expect(body.documents.map((document) => document.original_filename).sort()).toEqual([
    'extractos.pdf',
    'pasaporte.pdf',
  ]);
  for (const document of body.documents) {
    const file = await request.get(document.signedUrl);
    expect(file.status()).toBe(200);
    expect((await file.body()).length).toBe(document.size_bytes);
  }
  expect(JSON.stringify(body)).not.toMatch(/password|scrypt|token_hash/);

  const lawyer = await asAgent(baseURL!);
  expect((await lawyer.post('/functions/account-export')).status()).toBe(403);
  expect((await request.post('/functions/account-export')).status()).toBe(401);
});

test('account-delete: erased while uploads and chat are in flight, nothing remains and nothing answers 5xx', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const { applicant, api, lawyer } = await premiumWithFilesAndMessages(baseURL!, request);
  const exported = (await (await api.post('/functions/account-export')).json()) as AccountExport;

  const wrong = await api.post('/functions/account-delete', { data: { password: 'Wrong-pass1!' } });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).error).toBe('Current password is incorrect');

  // Load: uploads, messages both ways and assistant questions, racing the deletion.
  const inFlight: Promise<number>[] = [];
  for (let round = 0; round < 6; round++) {
    inFlight.push(upload(api, round % 4, `carga-${round}.pdf`).then((r) => r.status()));
    inFlight.push(
      api
        .post('/functions/send-lawyer-message', { data: { text: `Mensaje ${round}` } })
        .then((r) => r.status()),
    );
    inFlight.push(
      lawyer
        .post('/functions/send-lawyer-message', {
          data: { userId: applicant.id, text: `Respuesta ${round}` },
        })
        .then((r) => r.status()),
    );
    inFlight.push(
      api
        .post('/functions/visa-chat', { data: { message: '¿Cuánto tarda el visado?' } })
        .then((r) => r.status()),
    );
  }
  const deletion = api.post('/functions/account-delete', {
    data: { password: applicant.password },
  });
  const statuses = await Promise.all(inFlight);
  const deleted = await deletion;
  expect(deleted.status(), await deleted.text()).toBe(200);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);

  // Every session revoked; sign-in refused.
  expect((await api.post('/functions/auth-session')).ok()).toBe(true);
  expect((await (await api.post('/functions/auth-session')).json()).user).toBeNull();
  expect((await api.post('/functions/auth-get-dashboard-data')).status()).toBe(401);
  const login = await request.post('/functions/auth-login', {
    data: { email: applicant.email, password: applicant.password },
  });
  expect(login.status()).toBe(401);

  // Files gone: old signed links 404, no row of any document, message or question.
  for (const document of exported.documents)
    expect((await request.get(document.signedUrl)).status()).toBe(404);
  const [left] = await query<{
    documents: string;
    messages: string;
    questions: string;
    users: string;
  }>(
    `select (select count(*) from documents.user_documents where user_id = $1) as documents,
            (select count(*) from messaging.lawyer_messages where applicant_id = $1) as messages,
            (select count(*) from messaging.chat_requests where user_id = $1) as questions,
            (select count(*) from identity.users where id = $1) as users`,
    [applicant.id],
  );
  expect(left).toEqual({ documents: '0', messages: '0', questions: '0', users: '0' });
  const files = await query<{ n: string }>(
    'select count(*) as n from documents.files_to_remove where user_id = $1',
    [applicant.id],
  );
  expect(files[0]?.n).toBe('0');

  // Gone from the agent's lists and search; the conversation is no longer there.
  const dashboard = await lawyer.post('/functions/agent-dashboard-data', {
    data: {
      assignedUsers: { search: applicant.email },
      registrationHistory: { search: applicant.email },
    },
  });
  const lists = await dashboard.json();
  expect(lists.assignedUsers).toEqual([]);
  expect(lists.registrationHistory).toEqual([]);
  expect(
    (await lawyer.post('/functions/lawyer-messages', { data: { userId: applicant.id } })).status(),
  ).toBe(404);

  // Decisions stay, under a pseudonym only.
  const trail = await query<{ applicant_pseudonym: string | null; user_id: string }>(
    `select applicant_pseudonym, user_id from review.decisions where applicant_pseudonym is not null
       and user_id not in (select id from identity.users) order by created_at desc limit 1`,
    [],
  );
  expect(trail[0]?.applicant_pseudonym).toMatch(/^deleted-[0-9a-f]{8}$/);
  expect(trail[0]?.user_id).not.toBe(applicant.id);

  const farewell = await waitForMailAbout(applicant.email, /deleted/);
  expect(farewell.text).toContain('deleted your Nomada account');

  expect(
    (
      await lawyer.post('/functions/account-delete', { data: { password: agent().password } })
    ).status(),
  ).toBe(403);
});

test('request-plan-upgrade and approvePlanUpgrade: premium appears at once, with emails both ways', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const applicant: TestApplicant = await approvedApplicant(request, 'Berta', 'basic');
  const api = await signedIn(baseURL!, applicant.email, applicant.password);
  const basic = (await (
    await api.post('/functions/auth-get-dashboard-data')
  ).json()) as DashboardData;
  expect((await api.post('/functions/visa-chat', { data: { message: 'Hola' } })).status()).toBe(
    403,
  );

  const requested = await api.post('/functions/request-plan-upgrade');
  expect(requested.status()).toBe(201);
  expect(await requested.json()).toEqual({ success: true });
  const again = await api.post('/functions/request-plan-upgrade');
  expect(again.status()).toBe(409);
  expect((await again.json()).code).toBe('already_requested');
  await waitForMailAbout(applicant.email, /request for the premium plan/);
  await waitForMailAbout(
    'team@nomada.localhost',
    new RegExp(`${applicant.firstName} .* premium plan`),
  );

  const lawyer = await asAgent(baseURL!);
  const list = await (await lawyer.post('/functions/plan-upgrade-requests')).json();
  expect(list.requests.map((r: { user_id: string }) => r.user_id)).toContain(applicant.id);
  expect((await api.post('/functions/plan-upgrade-requests')).status()).toBe(403);
  const approve = () =>
    lawyer.post('/functions/agent-actions', {
      data: { action: 'approvePlanUpgrade', payload: { userId: applicant.id } },
    });
  expect((await approve()).status()).toBe(200);
  const twice = await approve();
  expect(twice.status()).toBe(409);
  expect((await twice.json()).code).toBe('already_premium');

  const premium = (await (
    await api.post('/functions/auth-get-dashboard-data')
  ).json()) as DashboardData;
  expect(premium.plan).toBe('premium');
  expect(premium.requiredDocuments.length).toBeGreaterThan(basic.requiredDocuments.length);
  expect(
    (await api.post('/functions/visa-chat', { data: { message: '¿Cuánto tarda?' } })).status(),
  ).toBe(200);
  await assignToAgent(baseURL!, applicant.id);
  expect(
    (
      await api.post('/functions/send-lawyer-message', { data: { text: 'Ya soy premium' } })
    ).status(),
  ).toBe(201);
  expect((await api.post('/functions/request-plan-upgrade')).status()).toBe(409);
  await waitForMailAbout(applicant.email, /now premium/);
  const assigned = await waitForMailAbout(
    applicant.email,
    /is now looking after your Nomada application/,
  );
  expect(assigned.text).toContain('/login?next=/dashboard/lawyer-chat');
});

test('update-profile, email language and resend-confirmation through the gateway', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const applicant = await approvedApplicant(request, 'Clara', 'basic');
  const api = await signedIn(baseURL!, applicant.email, applicant.password);
  const saved = await api.post('/functions/update-profile', {
    data: { phone: '+34 699 000 111', current_status: 'freelancer', language: 'es' },
  });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).profile).toMatchObject({
    phone: '+34 699 000 111',
    current_status: 'freelancer',
    language: 'es',
  });
  const refused = await api.post('/functions/update-profile', {
    data: { date_of_birth: '2020-01-01' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe('You must be at least 18 years old');

  expect((await api.post('/functions/resend-confirmation')).status()).toBe(200);
  const mail = await waitForMailAbout(applicant.email, /Confirma tu correo/);
  const token = new URLSearchParams(
    new URL(mail.text.match(/https?:\/\/\S+confirm-email\S+/)![0]).hash.slice(1),
  ).get('token');
  expect((await request.post('/functions/confirm-email', { data: { token } })).status()).toBe(200);
  const confirmed = await api.post('/functions/resend-confirmation');
  expect(confirmed.status()).toBe(409);
  expect((await confirmed.json()).code).toBe('already_confirmed');
});
