import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '@nomada/ui/testing';
import i18next from 'i18next';
import type { Case } from '@nomada/contracts';
import { DeadlinesCard } from './deadlines-card';

const requested: Case = {
  stage: 'more_documents_requested',
  events: [],
  deadlines: [
    {
      id: '3f2b8c1e-6a4d-4e0f-9b7a-1c2d3e4f5a60',
      kind: 'decision_due',
      due_on: '2026-11-30',
      source_event: 'submitted',
      done_at: '2026-11-16T10:00:00.000Z',
    },
    {
      id: '8a1e2f3c-4b5d-4c6e-8f70-9a0b1c2d3e4f',
      kind: 'request_answer',
      due_on: '2026-11-30',
      source_event: 'more_documents_requested',
    },
  ],
};

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('DeadlinesCard', () => {
  it('shows each open deadline with its last day and what to do, not the closed ones', () => {
    renderAt(<DeadlinesCard caseTimeline={requested} />, '/dashboard');
    const shown = screen.getAllByTestId('deadline');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('Answer the request for documents');
    expect(shown[0]).toHaveTextContent('By Nov 30, 2026');
    expect(shown[0]).toHaveTextContent('treated as withdrawn');
    expect(screen.queryByText('The UGE must decide')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<DeadlinesCard caseTimeline={requested} />, '/dashboard');
    expect(screen.getByRole('heading', { name: 'Tus plazos' })).toBeInTheDocument();
    expect(screen.getByTestId('deadline')).toHaveTextContent('Responder al requerimiento');
    expect(screen.getByTestId('deadline')).toHaveTextContent('Hasta el 30 nov 2026');
  });

  it('shows nothing when every deadline is done', () => {
    const done = { ...requested, deadlines: [requested.deadlines[0]!] };
    const { container } = renderAt(<DeadlinesCard caseTimeline={done} />, '/dashboard');
    expect(container.querySelector('[data-testid="deadlines"]')).toBeNull();
  });
});
