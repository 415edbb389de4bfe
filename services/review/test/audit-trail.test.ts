import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentDashboardDataSchema } from '@nomada/contracts';
import { act, createAgent, dashboard, signUpApplicant, type Person } from './support/factories';
import { trailOf } from './support/lookups';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
let agent: Person & { name: string };
let colleague: Person & { name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  [agent, colleague] = await Promise.all([
    createAgent(ctx),
    createAgent(ctx, { firstName: 'Pablo', lastName: 'Ruiz' }),
  ]);
});
afterAll(() => ctx.close());

describe('the audit trail', () => {
  it("holds every decision and assignment about an applicant, and shows it with the applicant's registration and documents", async () => {
    const applicant = await signUpApplicant(ctx, { firstName: 'Amaia', lastName: 'Auditada' });
    await act(ctx, agent, 'approveRegistration', { userId: applicant.userId });
    await act(ctx, colleague, 'assignUser', { userId: applicant.userId });
    const passport = await ctx.documents.add(applicant.userId);
    await act(ctx, colleague, 'rejectDocument', { documentId: passport.id, reason: 'Too dark' });
    const insurance = await ctx.documents.add(applicant.userId, {
      document_type: 'health-insurance',
      name_en: 'Health insurance certificate',
      name_es: 'Certificado de seguro médico',
    });
    await act(ctx, agent, 'approveDocument', { documentId: insurance.id });
    await act(ctx, colleague, 'unassignUser', { userId: applicant.userId });
    const pending = await ctx.documents.add(applicant.userId, { document_type: 'criminal-record' });

    const rows = await trailOf(ctx, applicant.userId);
    expect(rows.map((row) => [row.subject_type, row.decision, row.agent_id, row.reason])).toEqual([
      ['registration', 'approved', agent.userId, null],
      ['assignment', 'assigned', colleague.userId, null],
      ['document', 'rejected', colleague.userId, 'Too dark'],
      ['document', 'approved', agent.userId, null],
      ['assignment', 'unassigned', colleague.userId, null],
    ]);

    const response = await dashboard(
      ctx,
      { cookie: `${agent.cookie}; nomada_lang=es` },
      {
        registrationHistory: { search: 'auditada' },
        documents: { search: 'auditada' },
      },
    );
    const data = agentDashboardDataSchema.parse(response.json());
    const expected = [
      { action: 'user_unassigned', agent_name: 'Pablo Ruiz', document_name: null, reason: null },
      {
        action: 'document_approved',
        agent_name: 'Laura Martín',
        document_id: insurance.id,
        document_name: 'Certificado de seguro médico',
        reason: null,
      },
      {
        action: 'document_rejected',
        agent_name: 'Pablo Ruiz',
        document_id: passport.id,
        document_name: 'Pasaporte válido',
        reason: 'Too dark',
      },
      { action: 'user_assigned', agent_name: 'Pablo Ruiz', document_id: null },
      { action: 'registration_approved', agent_name: 'Laura Martín', agent_id: agent.userId },
    ];
    const [record] = data.registrationHistory;
    expect(record?.audit_trail).toEqual(expected.map((entry) => expect.objectContaining(entry)));
    for (const entry of record!.audit_trail) {
      expect(entry.user_id).toBe(applicant.userId);
      expect(Date.parse(entry.created_at)).not.toBeNaN();
    }
    const document = data.documents.find((item) => item.id === pending.id);
    expect(document?.audit_trail).toEqual(record!.audit_trail);
  });

  it('cannot be changed: review has no code path that updates or deletes an entry but the erasure pseudonym', async () => {
    const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const files = (await readdir(sourceRoot, { recursive: true })).filter((file) =>
      file.endsWith('.ts'),
    );
    expect(files.length).toBeGreaterThan(10);
    const offending: string[] = [];
    // The one change the trigger lets through: an erased applicant's pseudonym (decision 031).
    const pseudonymisation = path.join('accounts', 'account-decisions.ts');
    for (const file of files) {
      if (file.includes(`migrations${path.sep}`) || file === pseudonymisation) continue;
      const source = await readFile(path.join(sourceRoot, file), 'utf8');
      if (
        /(updateTable|deleteFrom)\(\s*['"]review\.decisions['"]/.test(source) ||
        /(update|delete\s+from|truncate)\s+review\.decisions/i.test(source)
      )
        offending.push(file);
    }
    expect(offending).toEqual([]);
  });
});
