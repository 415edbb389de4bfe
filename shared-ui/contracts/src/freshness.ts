/**
 * Issue 18, decision 057: whether the dates of a checklist item's files keep its rules. `max_age_days`
 * counts from the issue date, `min_validity_days` is what must be left before the expiry date; both
 * are measured on `today` (a UTC calendar date). `expiring` is within FRESHNESS_WARNING_DAYS of
 * breaking a rule, `unknown` a rule with no date to judge it by.
 */
export const FRESHNESS_VALUES = ['ok', 'expiring', 'expired', 'unknown'] as const;
export type Freshness = (typeof FRESHNESS_VALUES)[number];

export const FRESHNESS_WARNING_DAYS = 30;

export type FreshnessRules = { maxAgeDays: number | null; minValidityDays: number | null };
export type FileDates = { issuedOn: string | null; expiresOn: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;
const SEVERITY: Record<Freshness, number> = { ok: 0, unknown: 1, expiring: 2, expired: 3 };

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `YYYY-MM-DD` of a moment, in UTC. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const earliest = (dates: (string | null)[]) =>
  dates.filter((date): date is string => !!date).sort()[0] ?? null;

function ageRule(maxAgeDays: number, issuedOn: string | null, today: string): Freshness {
  if (!issuedOn) return 'unknown';
  const age = daysBetween(issuedOn, today);
  if (age > maxAgeDays) return 'expired';
  return age > maxAgeDays - FRESHNESS_WARNING_DAYS ? 'expiring' : 'ok';
}

function validityRule(minValidityDays: number, expiresOn: string | null, today: string): Freshness {
  if (!expiresOn) return 'unknown';
  const left = daysBetween(today, expiresOn);
  if (left < minValidityDays) return 'expired';
  return left < minValidityDays + FRESHNESS_WARNING_DAYS ? 'expiring' : 'ok';
}

/**
 * The item's freshness: the worst of its rules. Of several files, the oldest issue date and the
 * earliest expiry count (the first to break the rule); files without a date do not count.
 */
export function documentFreshness(
  rules: FreshnessRules,
  files: FileDates[],
  today: string,
): Freshness {
  const verdicts: Freshness[] = [];
  if (rules.maxAgeDays !== null)
    verdicts.push(ageRule(rules.maxAgeDays, earliest(files.map((file) => file.issuedOn)), today));
  if (rules.minValidityDays !== null)
    verdicts.push(
      validityRule(rules.minValidityDays, earliest(files.map((file) => file.expiresOn)), today),
    );
  return verdicts.reduce<Freshness>(
    (worst, verdict) => (SEVERITY[verdict] > SEVERITY[worst] ? verdict : worst),
    'ok',
  );
}
