import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardDataSchema, utcDate, type RequiredDocument } from '@nomada/contracts';
import type { RequiredDocumentRow } from '../src/db/schema';
import { pdf } from './support/sample-files';
import { createTestContext, itemOf, type Person, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const dayOffset = (days: number) => utcDate(ctx.clock.now() + days * DAY);

function send(
  applicant: Person,
  item: RequiredDocumentRow,
  dates: { issued_on?: string; expires_on?: string },
) {
  return ctx.upload(applicant, [
    { name: 'documentName', value: item.name_en },
    { name: 'requiredDocumentId', value: item.id },
    ...Object.entries(dates).map(([name, value]) => ({ name, value })),
    { filename: 'scan.pdf', content: pdf() },
  ]);
}

async function checklistOf(applicant: Person): Promise<RequiredDocument[]> {
  const response = await ctx.post('/functions/auth-get-dashboard-data', { as: applicant });
  expect(response.statusCode, response.body).toBe(200);
  return dashboardDataSchema.parse(response.json()).requiredDocuments;
}

async function freshnessOf(applicant: Person, item: RequiredDocumentRow) {
  return (await checklistOf(applicant)).find((entry) => entry.id === item.id)?.freshness;
}

describe('freshness rules (seeded, per checklist item)', () => {
  it('gives statements and the criminal record 90 days, the passport a year of validity', async () => {
    const list = await checklistOf(ctx.applicant());
    const rules = Object.fromEntries(
      list.map((item) => [item.name, [item.max_age_days, item.min_validity_days, item.freshness]]),
    );
    expect(rules).toEqual({
      'Valid passport': [null, 365, 'unknown'],
      'Bank statements': [90, null, 'unknown'],
      'Health insurance certificate': [null, null, 'ok'],
      'Criminal record certificate': [90, null, 'unknown'],
    });
  });
});

describe('freshness of uploaded files', () => {
  it('turns a bank statement expiring on day 61 and expired on day 91 after its issue', async () => {
    const applicant = ctx.applicant();
    const bank = await itemOf(ctx, 'basic', 'bank-statements');
    const response = await send(applicant, bank, { issued_on: dayOffset(-60) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().document.files[0]).toMatchObject({ issued_on: dayOffset(-60) });
    const seen: string[] = [];
    for (const day of [60, 61, 89, 90, 91]) {
      seen.push(`${day}:${await freshnessOf(applicant, bank)}`);
      ctx.clock.advance(day === 61 ? 28 * DAY : DAY);
    }
    expect(seen).toEqual(['60:ok', '61:expiring', '89:expiring', '90:expiring', '91:expired']);
  });

  it('needs a passport valid at least 365 more days, warning 30 days before', async () => {
    const passport = await itemOf(ctx, 'basic', 'passport');
    const verdicts: Record<number, string | undefined> = {};
    for (const left of [395, 394, 365, 364]) {
      const applicant = ctx.applicant();
      const response = await send(applicant, passport, { expires_on: dayOffset(left) });
      expect(response.statusCode, response.body).toBe(201);
      verdicts[left] = await freshnessOf(applicant, passport);
    }
    expect(verdicts).toEqual({ 395: 'ok', 394: 'expiring', 365: 'expiring', 364: 'expired' });
  });

  it('shows agents the same flag', async () => {
    const applicant = ctx.applicant();
    const criminal = await itemOf(ctx, 'basic', 'criminal-record');
    const upload = await send(applicant, criminal, { issued_on: dayOffset(-95) });
    expect(upload.statusCode).toBe(201);
    const response = await ctx.internal('/internal/documents/awaiting-review', {
      userIds: [applicant.id],
    });
    expect(response.json().documents).toEqual([
      expect.objectContaining({ document_type: 'criminal-record', freshness: 'expired' }),
    ]);
  });

  it.each<[{ issued_on?: string; expires_on?: string }, string]>([
    [{ issued_on: '2026-02-30' }, 'date_invalid'],
    [{ expires_on: 'soon' }, 'date_invalid'],
    [{ issued_on: 'tomorrow' }, 'issued_in_future'],
    [{ issued_on: '2026-05-10', expires_on: '2026-05-09' }, 'expiry_before_issue'],
  ])('refuses %j with %s, storing nothing', async (dates, code) => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const fields = dates.issued_on === 'tomorrow' ? { issued_on: dayOffset(1) } : dates;
    const response = await send(applicant, passport, fields);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code });
    expect((await ctx.storedFiles()).filter((file) => file.startsWith(applicant.id))).toEqual([]);
  });
});
