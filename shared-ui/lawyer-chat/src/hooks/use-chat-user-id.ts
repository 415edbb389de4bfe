import type { LawyerSenderRole } from '@nomada/contracts';
import { useSession } from '@nomada/state';

/**
 * The signed-in user's id when they may chat as `reader` (an applicant on the premium plan, an
 * agent), else null: the reads' swr key, so nobody else asks for anything.
 */
export function useChatUserId(reader: LawyerSenderRole): string | null {
  const { user, profile, role } = useSession();
  const allowed = reader === 'agent' ? role === 'agent' : profile?.plan === 'premium';
  return user && allowed ? user.id : null;
}
