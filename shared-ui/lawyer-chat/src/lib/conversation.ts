import type { LawyerSenderRole } from '@nomada/contracts';
import type { ApiBody } from '@nomada/state';

/*
 * A conversation is the signed-in premium applicant's own (no id), or an agent's with one assigned
 * applicant (`applicantId`): the agent's calls name that applicant, the applicant's name nobody.
 */

/** Who reads the conversation: their own messages are `mine`, the other side's count as unread. */
export const readerOf = (applicantId?: string): LawyerSenderRole =>
  applicantId ? 'agent' : 'applicant';

/** The body of `lawyer-messages` and `mark-lawyer-messages-read` for that conversation. */
export const conversationBody = (applicantId?: string): ApiBody<'lawyer-messages'> =>
  applicantId ? { userId: applicantId } : {};
