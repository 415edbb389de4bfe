import { describe, expect, it } from 'vitest';
import type { RequiredDocument } from '@nomada/contracts';
import { dashboardNotifications } from './notifications';

const doc = (name: string, status: RequiredDocument['status'], uploaded_at: string | null) =>
  ({ id: name, name, status, uploaded_at }) as RequiredDocument;

describe('dashboardNotifications', () => {
  it('tells what happened to each document, newest first, ending with the approval', () => {
    const list = dashboardNotifications(
      [
        doc('Passport', 'approved', '2026-11-01T10:00:00Z'),
        doc('Bank statements', 'rejected', '2026-11-03T10:00:00Z'),
        doc('Insurance', 'pending', null),
      ],
      null,
    );
    expect(list.map((item) => [item.key, item.values.name])).toEqual([
      ['rejected', 'Bank statements'],
      ['approved', 'Passport'],
      ['accountApproved', undefined],
    ]);
  });

  it("names a premium applicant's agent, and only says one is assigned for basic", () => {
    const premium = dashboardNotifications([], {
      first_name: 'Marta',
      last_name: 'Ruiz',
      email: 'marta@example.com',
      assigned_at: '2026-11-02T10:00:00Z',
    });
    expect(premium[0]).toMatchObject({ key: 'agentAssigned', values: { name: 'Marta Ruiz' } });
    const basic = dashboardNotifications([], { first_name: 'Marta', last_name: 'Ruiz' });
    expect(basic[0]).toMatchObject({ key: 'agentAssignedBasic', values: {} });
  });
});
