import type { Profile, User } from '@nomada/contracts';

/** Full name, or the email when there is no profile name. */
export function displayName(profile: Profile | null, user: User | null): string {
  const full =
    profile?.full_name?.trim() ||
    [profile?.first_name, profile?.last_name].filter(Boolean).join(' ').trim();
  return full || user?.email || profile?.email || '';
}

/** First letters of first and last name; falls back to the email's first letter, then "U". */
export function initials(profile: Profile | null, user: User | null): string {
  const first = profile?.first_name?.trim().charAt(0) ?? '';
  const last = profile?.last_name?.trim().charAt(0) ?? '';
  const fromName = `${first}${last}`.toUpperCase();
  if (fromName) return fromName;
  const fromEmail = (user?.email ?? profile?.email ?? '').trim().charAt(0).toUpperCase();
  return fromEmail || 'U';
}
