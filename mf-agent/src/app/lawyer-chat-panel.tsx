import { Suspense } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import type { AgentCase } from '@nomada/contracts';
import { lazyPart } from '@nomada/ui';
import type { AssignedUserPanel } from '../features/dashboard/components/assignments/assigned-user-panel';
import { ApplicantUnreadBadge } from '../features/lawyer-chat/components/applicant-unread-badge';

// The conversation (its live stream, list and composer) loads when a panel first opens.
const LawyerChatPanel = lazyPart(
  () => import('../features/lawyer-chat/components/lawyer-chat-panel'),
  (module) => module.LawyerChatPanel,
);

/** The panel at its own height while its code loads, so nothing below it moves. */
function LazyLawyerChatPanel({ applicantId, height }: { applicantId: string; height?: string }) {
  return (
    <Suspense
      fallback={
        <Center
          h={height ?? '34rem'}
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="2xl"
        >
          <Spinner color="brand.600" />
        </Center>
      }
    >
      <LawyerChatPanel applicantId={applicantId} height={height} />
    </Suspense>
  );
}

/** The lawyer conversation under each assigned premium applicant, with their unread count. */
export const lawyerChatPanel: AssignedUserPanel = {
  isAvailableFor: (user) => user.plan === 'premium',
  badge: (user) => <ApplicantUnreadBadge applicantId={user.user_id} />,
  render: (user) => <LazyLawyerChatPanel applicantId={user.user_id} />,
  preload: () => void LawyerChatPanel.preload().catch(() => {}),
};

/** On a case page: the conversation, when the applicant is premium and this agent's own. */
export function caseLawyerChat({ profile, assignedAgent }: AgentCase, agentId: string) {
  const hasConversation =
    profile.plan === 'premium' && profile.status === 'approved' && assignedAgent?.id === agentId;
  return hasConversation ? <LazyLawyerChatPanel applicantId={profile.id} height="28rem" /> : null;
}
