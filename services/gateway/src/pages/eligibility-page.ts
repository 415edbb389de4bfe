import {
  ELIGIBILITY_PAGE_PATH,
  formatAmount,
  INCOME_THRESHOLD_2026,
  MAX_FAMILY_MEMBERS,
  MAX_INCOME_LENGTH,
  type EligibilityAnswers,
  type EligibilityAssessment,
  type EligibilityOutcome,
  type Language,
} from '@nomada/contracts';
import { escapeHtml, renderFallbackPage } from '@nomada/service-kit';
import { ELIGIBILITY_TEXTS } from './eligibility-texts';

type Texts = (typeof ELIGIBILITY_TEXTS)[Language];

export type EligibilityPage = {
  language: Language;
  /** The answers as sent, shown again in the form. */
  answers: EligibilityAnswers;
  /** The check's answer, the reasons it could not run, or nothing when nothing was asked yet. */
  outcome?: EligibilityAssessment;
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? escapeHtml(String(values[name])) : whole,
  );

const plural = (forms: Texts['meetsText'], count: number) =>
  count === 0 ? forms.zero : count === 1 ? forms.one : forms.other;

const answer = (answers: EligibilityAnswers, name: keyof EligibilityAnswers) => {
  const value = answers[name];
  return typeof value === 'string' ? value : '';
};

/** Radio buttons, the sent answer checked when it is one of them, else `fallback`. */
function choice(
  name: keyof EligibilityAnswers,
  legend: string,
  options: [value: string, label: string][],
  sent: string,
  fallback: string,
): string {
  const chosen = options.some(([value]) => value === sent) ? sent : fallback;
  const radios = options
    .map(
      ([value, label]) =>
        `<label><input type="radio" name="${name}" value="${value}"${value === chosen ? ' checked' : ''}>${label}</label>`,
    )
    .join('');
  return `<fieldset><legend>${legend}</legend>${radios}</fieldset>`;
}

function field(
  name: 'income' | 'family-members',
  text: { label: string; help: string },
  value: string,
  error: string | undefined,
  attributes: string,
): string {
  const id = `eligibility-${name}`;
  const described = error ? `${id}-error ${id}-help` : `${id}-help`;
  const invalid = error ? ' aria-invalid="true"' : '';
  const note = error ? `<p class="error" id="${id}-error">${error}</p>` : '';
  return `<div><label for="${id}">${text.label}</label><input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attributes} aria-describedby="${described}"${invalid}><p class="help" id="${id}-help">${text.help}</p>${note}</div>`;
}

function form(text: Texts, language: Language, page: EligibilityPage): string {
  const errors = page.outcome && 'errors' in page.outcome ? page.outcome.errors : {};
  const sent = (name: keyof EligibilityAnswers) => answer(page.answers, name);
  const yesNo = (name: 'eu-citizen' | 'in-spain', question: Texts['inSpain']) =>
    choice(
      name,
      question.legend,
      [
        ['yes', question.yes],
        ['no', question.no],
      ],
      sent(name),
      'no',
    );
  const period = text.period;
  return `<form method="get" action="${ELIGIBILITY_PAGE_PATH}" novalidate>
<input type="hidden" name="lang" value="${language}">
${yesNo('eu-citizen', text.nationality)}
${field('income', text.income, sent('income').slice(0, MAX_INCOME_LENGTH), errors.income && text.invalidIncome, `inputmode="decimal" autocomplete="off" maxlength="${MAX_INCOME_LENGTH}"`)}
${choice(
  'income-period',
  period.legend,
  [
    ['monthly', period.monthly],
    ['yearly', period.yearly],
  ],
  sent('income-period'),
  'monthly',
)}
${field('family-members', text.familyMembers, sent('family-members').slice(0, 8) || '0', errors.familyMembers && text.invalidFamily, `type="number" min="0" max="${MAX_FAMILY_MEMBERS}" step="1"`)}
${yesNo('in-spain', text.inSpain)}
<div><button type="submit">${text.submit}</button></div></form>`;
}

function result(
  text: Texts,
  language: Language,
  { result, familyMembers }: EligibilityOutcome,
): string {
  if (result.kind === 'eu-citizen') {
    return `<section class="result info" role="status"><h2>${text.euTitle}</h2><p>${text.euText}</p></section>`;
  }
  const money = (amount: number) => formatAmount(amount, language);
  const { applicantAnnual, firstFamilyMemberAnnual, furtherFamilyMemberAnnual } =
    INCOME_THRESHOLD_2026;
  const plan = result.recommendedPlan;
  const summary = result.meetsThreshold
    ? fill(plural(text.meetsText, familyMembers), { count: familyMembers })
    : fill(plural(text.shortText, familyMembers), {
        count: familyMembers,
        shortfall: money(result.shortfall),
      });
  return `<section class="result ${result.meetsThreshold ? 'meets' : 'short'}" role="status">
<h2>${result.meetsThreshold ? text.meetsTitle : text.shortTitle}</h2><p>${summary}</p>
<dl><div><dt>${text.yourIncome}</dt><dd>${escapeHtml(money(result.annualIncome))}</dd></div><div><dt>${text.required}</dt><dd>${escapeHtml(money(result.requiredAnnual))}</dd></div></dl>
<p class="note">${fill(text.breakdown, { base: money(applicantAnnual), first: money(firstFamilyMemberAnnual), further: money(furtherFamilyMemberAnnual) })}</p>
<p class="note">${fill(text.monthlyNote, { monthly: money(INCOME_THRESHOLD_2026.approximateMonthly) })}</p>
<p>${text.recommend[plan]}</p>
<p><a class="button" href="/onboarding?plan=${plan}&amp;lang=${language}">${fill(text.choose, { plan: text.planNames[plan] })}</a></p>
</section>`;
}

/**
 * The pricing page's eligibility check as a page of its own: what a visitor gets who sent the check
 * before (or without) the scripts: the result, or the reasons it could not run, and the form again.
 */
export function renderEligibilityPage(page: EligibilityPage): string {
  const { language, outcome } = page;
  const text = ELIGIBILITY_TEXTS[language];
  const top =
    outcome === undefined
      ? ''
      : 'errors' in outcome
        ? `<p class="summary" role="alert">${text.errorSummary}</p>`
        : result(text, language, outcome);
  return renderFallbackPage({
    language,
    title: text.pageTitle,
    body: `<h1>${text.heading}</h1><p>${text.intro}</p>${top}
${form(text, language, page)}
<p class="note">${text.disclaimer}</p>
<p><a href="/pricing?lang=${language}">${text.back}</a></p>`,
  });
}
