import type { ReactNode } from 'react';
import type { AgentUser } from '@nomada/contracts';

/**
 * What the app may open under one of the agent's own applicants (the lawyer conversation, from
 * another feature): the assignments tab shows a toggle for it only when one is given.
 */
export type AssignedUserPanel = {
  /** Whether this applicant has the panel at all (say, premium applicants only). */
  isAvailableFor?: (user: AgentUser) => boolean;
  /** Shown beside the applicant's name whether or not the panel is open (say, an unread count). */
  badge?: (user: AgentUser) => ReactNode;
  render: (user: AgentUser) => ReactNode;
  /** Starts loading the panel's code before it opens (a pointer over its toggle). */
  preload?: () => void;
};
