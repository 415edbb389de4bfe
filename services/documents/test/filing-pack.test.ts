import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import yauzl from 'yauzl';
import { docx, pdf, png } from './support/sample-files';
import { createTestContext, type Person, type TestContext } from './support/test-context';

/** Issue 28: the assigned agent's ZIP of every approved paper, in the authority's order. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Entry = { name: string; bytes: Buffer };

function unzip(zip: Buffer): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error);
      const entries: Entry[] = [];
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (failure, stream) => {
          if (failure || !stream) return reject(failure);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            archive.readEntry();
          });
        });
      });
      archive.on('end', () => resolve(entries));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

async function itemsOf(person: Person) {
  return ctx.db
    .selectFrom('documents.required_documents')
    .selectAll()
    .where((eb) => eb.or([eb('plan', '=', person.plan ?? 'basic'), eb('user_id', '=', person.id)]))
    .execute();
}

async function uploadAndApprove(
  person: Person,
  agent: Person,
  slugEnd: string,
  file: Buffer,
  name: string,
) {
  const item = (await itemsOf(person)).find((entry) => entry.slug.endsWith(slugEnd))!;
  const uploaded = await ctx.uploadFor(person, item, file, name);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const document = uploaded.json().document as { id: string };
  const decided = await ctx.internal('/internal/documents/decide', {
    documentId: document.id,
    agentId: agent.id,
    decision: 'approved',
  });
  expect(decided.statusCode, decided.body).toBe(200);
}

const pack = (as: Person, userId: string) =>
  ctx.post('/functions/agent-filing-pack', { as, body: { userId } });

describe('agent-filing-pack', () => {
  it('holds an index and each approved paper as PDF, numbered person by person; only for the assigned agent', async () => {
    const agent = ctx.agent();
    const otherAgent = ctx.agent();
    const applicant = ctx.update(ctx.applicant({ firstName: 'Ana', lastName: 'García' }), {
      assigned_agent_id: agent.id,
    });
    const added = await ctx.post('/functions/family-member-add', {
      as: applicant,
      body: {
        relation: 'spouse',
        first_name: 'Marta',
        last_name: 'Caso',
        date_of_birth: '1990-05-04',
        nationality: 'Argentina',
      },
    });
    expect(added.statusCode).toBe(201);
    await uploadAndApprove(applicant, agent, 'passport', pdf(), 'pasaporte.pdf');
    await uploadAndApprove(applicant, agent, '-passport', png(), 'marta.png');
    await uploadAndApprove(applicant, agent, 'marriage-certificate', docx(), 'acta.docx');
    // Uploaded but not decided: never in the pack.
    const pending = (await itemsOf(applicant)).find((entry) => entry.slug === 'bank-statements')!;
    expect((await ctx.uploadFor(applicant, pending, pdf(), 'extracto.pdf')).statusCode).toBe(201);

    const early = await pack(agent, applicant.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'case_not_ready' });
    await ctx.db
      .insertInto('documents.case_events')
      .values({ user_id: applicant.id, stage: 'ready' })
      .execute();

    expect((await pack(otherAgent, applicant.id)).statusCode).toBe(403);
    expect((await pack(applicant, applicant.id)).statusCode).toBe(403);
    expect((await pack(agent, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await pack(agent, 'not-an-id')).statusCode).toBe(400);

    const response = await pack(agent, applicant.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="nomada-filing-Ana-Garcia-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await unzip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      '00-index.pdf',
      '01-Ana-Garcia-Valid-passport.pdf',
      '02-Marta-Caso-Passport.pdf',
      '03-Marta-Caso-Marriage-certificate.docx',
    ]);
    expect(entries[1]!.bytes.equals(pdf())).toBe(true);
    const converted = await PDFDocument.load(entries[2]!.bytes);
    expect(converted.getPageCount()).toBe(1);
    expect(entries[3]!.bytes.equals(docx())).toBe(true);
    const index = await PDFDocument.load(entries[0]!.bytes);
    expect(index.getPageCount()).toBe(1);
  });
});
