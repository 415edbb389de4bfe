import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '@nomada/service-kit';
import { ELIGIBILITY_TEXTS } from '../src/pages/eligibility-texts';

type Catalogue = { eligibility: Record<string, unknown> & { result: Record<string, string> } };

const readMarketing = (file: string): unknown =>
  JSON.parse(
    readFileSync(path.join(findRepoRoot(import.meta.dirname), 'mf-marketing/src', file), 'utf8'),
  );

/** mf-marketing's texts, which the pricing page shows once its scripts run. */
const catalogue = (language: string) =>
  (readMarketing(`i18n-pages/pages/${language}.json`) as Catalogue).eligibility;
const planNames = (language: string) => {
  const { plans } = readMarketing(`i18n/${language}.json`) as {
    plans: Record<'basic' | 'premium', { name: string }>;
  };
  return { basic: plans.basic.name, premium: plans.premium.name };
};

const placeholders = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}');

describe('the eligibility page says what the pricing page says', () => {
  it.each(['en', 'es'] as const)('%s', (language) => {
    const page = ELIGIBILITY_TEXTS[language];
    const site = catalogue(language);
    const { result } = site;
    expect({
      heading: page.heading,
      intro: page.intro,
      disclaimer: page.disclaimer,
      nationality: page.nationality,
      income: page.income,
      period: page.period,
      familyMembers: page.familyMembers,
      inSpain: page.inSpain,
      submit: page.submit,
      invalidIncome: page.invalidIncome,
      invalidFamily: page.invalidFamily,
    }).toEqual({
      heading: site.title,
      intro: site.intro,
      disclaimer: site.disclaimer,
      nationality: {
        legend: (site.nationality as Record<string, string>).legend,
        yes: (site.nationality as Record<string, string>).eu,
        no: (site.nationality as Record<string, string>).nonEu,
      },
      income: site.income,
      period: site.period,
      familyMembers: site.familyMembers,
      inSpain: site.inSpain,
      submit: site.submit,
      invalidIncome: site.invalidIncome,
      invalidFamily: site.invalidFamily,
    });
    for (const key of [
      'euTitle',
      'euText',
      'meetsTitle',
      'shortTitle',
      'yourIncome',
      'required',
    ] as const)
      expect(page[key], key).toBe(result[key]);
    for (const key of ['meetsText', 'shortText'] as const)
      for (const form of ['zero', 'one', 'other'] as const)
        expect(page[key][form], `${key}_${form}`).toBe(placeholders(result[`${key}_${form}`]!));
    expect(page.breakdown).toBe(placeholders(result.breakdown!));
    expect(page.monthlyNote).toBe(placeholders(result.monthlyNote!));
    expect(page.recommend).toEqual({
      basic: result.recommendBasic,
      premium: result.recommendPremium,
    });
    expect(page.choose).toBe(placeholders(result.choose!));
    expect(page.planNames).toEqual(planNames(language));
  });
});
