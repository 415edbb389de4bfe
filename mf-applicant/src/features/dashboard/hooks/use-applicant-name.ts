import { useSession } from '@nomada/state';

/** Full name, else first and last name, else the email: what the applicant recognises as theirs. */
export function useApplicantName(): string {
  const { profile, user } = useSession();
  const joined = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  return profile?.full_name?.trim() || joined.trim() || profile?.email || user?.email || '';
}
