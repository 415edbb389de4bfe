import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderAt } from '@nomada/ui/testing';
import { emptyDraft } from '../../lib/signup-draft';
import { ApplicationSummary } from './application-summary';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('ApplicationSummary', () => {
  it('says the income the law asks of the applicant and what each family member adds', () => {
    renderAt(
      <ApplicationSummary draft={{ ...emptyDraft('premium'), first_name: 'Ana' }} />,
      '/onboarding',
    );
    expect(screen.getByText('Income the law asks (2026)')).toBeInTheDocument();
    expect(
      screen.getByText(
        /€34,188 a year \(€2,849 a month\) for you alone; \+€12,820\.50 .* \+€4,273\.50/,
      ),
    ).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<ApplicationSummary draft={emptyDraft('basic')} />, '/onboarding');
    expect(screen.getByText('Ingresos que exige la ley (2026)')).toBeInTheDocument();
    expect(screen.getByText(/34\.188 € al año/)).toBeInTheDocument();
  });
});
