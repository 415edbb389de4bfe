import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@nomada/ui/testing';
import i18next from 'i18next';
import type { Case } from '@nomada/contracts';
import { CaseTimelineCard } from './case-timeline-card';

const resolved: Case = {
  stage: 'resolved',
  events: [
    { stage: 'documents', at: '2026-11-19T12:00:00.000Z', by: null },
    { stage: 'ready', at: '2026-11-25T12:00:00.000Z', by: null },
    {
      stage: 'submitted',
      at: '2026-11-26T12:00:00.000Z',
      by: '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10',
      authority: 'uge',
      reference: 'UGE-42',
      date: '2026-11-26',
    },
    {
      stage: 'resolved',
      at: '2026-12-20T12:00:00.000Z',
      by: '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10',
      outcome: 'granted',
      date: '2026-12-20',
    },
  ],
  deadlines: [],
};

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('CaseTimelineCard', () => {
  it('shows the current stage and every step with its details', () => {
    renderAt(<CaseTimelineCard caseTimeline={resolved} loading={false} />, '/dashboard');
    expect(screen.getByTestId('case-stage').textContent).toBe('Now: Decision on your visa');
    const steps = within(screen.getByRole('list', { name: 'Your case' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Gathering documents',
      'Documents approved',
      'Filed with the authorities',
      'Decision on your visa',
    ]);
    expect(steps[2]?.textContent).toContain('Filed with the UGE');
    expect(steps[2]?.textContent).toContain('Reference: UGE-42');
    expect(steps[3]?.textContent).toContain('Visa granted');
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<CaseTimelineCard caseTimeline={resolved} loading={false} />, '/dashboard');
    expect(screen.getByTestId('case-stage').textContent).toBe('Ahora: Resolución de tu visado');
    expect(screen.getByText('Visado concedido')).toBeInTheDocument();
  });
});
