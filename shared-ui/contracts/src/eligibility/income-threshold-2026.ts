/**
 * Spanish digital nomad visa income rule for 2026 (Ley 14/2013 art. 74 bis, as read in the 2023
 * joint instruction): 200% of the minimum wage (SMI) for the applicant, +75% SMI for the first
 * family member and +25% SMI for each further one. Checked on the annual basis because sources
 * disagree on how to turn the annual SMI into a monthly figure.
 */
export const INCOME_THRESHOLD_2026 = {
  asOf: '2026-02-18',
  source: 'Real Decreto 126/2026',
  sourceUrl: 'https://www.salariominimo.es/2026.html',
  /** SMI 2026: €1,221 a month in 14 payments. */
  monthlyMinimumWage: 1_221,
  annualMinimumWage: 17_094,
  applicantAnnual: 34_188,
  firstFamilyMemberAnnual: 12_820.5,
  furtherFamilyMemberAnnual: 4_273.5,
  /** Annual figure ÷ 12, the figure most guides quote; consulates may use another basis. */
  approximateMonthly: 2_849,
} as const;
