import { describe, expect, it } from 'vitest';
import type { DocumentStats, RequiredDocument } from '@nomada/contracts';
import { documentsNeedingAction, nextStep } from './next-step';

const doc = (name: string, status: RequiredDocument['status']) =>
  ({ id: name, name, status }) as RequiredDocument;
const stats = (approved: number, total: number) => ({ approved, total }) as DocumentStats;

describe('nextStep', () => {
  it('asks for a new version of a rejected document first', () => {
    const documents = [doc('Passport', 'pending'), doc('Bank statements', 'rejected')];
    expect(nextStep(documents, stats(0, 2))).toMatchObject({
      kind: 'reupload',
      document: { name: 'Bank statements' },
    });
  });

  it('then the first document never uploaded', () => {
    const documents = [doc('Passport', 'uploaded'), doc('Insurance', 'pending')];
    expect(nextStep(documents, stats(0, 2))).toMatchObject({
      kind: 'upload',
      document: { name: 'Insurance' },
    });
  });

  it('waits while documents are in review, and is done when all are approved', () => {
    expect(nextStep([doc('Passport', 'reviewing')], stats(0, 1))).toEqual({ kind: 'wait' });
    expect(nextStep([doc('Passport', 'approved')], stats(1, 1))).toEqual({ kind: 'done' });
    expect(nextStep([], stats(0, 0))).toEqual({ kind: 'preparing' });
  });
});

describe('documentsNeedingAction', () => {
  it('lists rejected documents before missing ones, and nothing else', () => {
    const documents = [
      doc('Passport', 'pending'),
      doc('Bank statements', 'rejected'),
      doc('Insurance', 'approved'),
      doc('Record', 'uploaded'),
    ];
    expect(documentsNeedingAction(documents).map((document) => document.name)).toEqual([
      'Bank statements',
      'Passport',
    ]);
  });
});
