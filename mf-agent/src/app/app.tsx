import { Navigate, Route, Routes } from 'react-router';
import { lazyPart, NotFoundView } from '@nomada/ui';
import '../i18n/register';
import { AgentDashboard } from '../features/dashboard/components/agent-dashboard';
import { AgentWorkspace } from './agent-workspace';
import { caseLawyerChat, lawyerChatPanel } from './lawyer-chat-panel';

// The dashboard is where an agent lands; the other pages are chunks of their own, so a first load
// of the dashboard carries none of their code. Navigations are transitions: the page on screen
// stays until the next one's code is there.
const ApplicantCasePage = lazyPart(
  () => import('../features/dashboard/components/case/applicant-case-page'),
  (module) => module.ApplicantCasePage,
);
const NotificationsPage = lazyPart(
  () => import('../features/notifications/components/notifications-page'),
  (module) => module.NotificationsPage,
);
const AgentSettings = lazyPart(
  () => import('../features/settings/components/agent-settings'),
  (module) => module.AgentSettings,
);

// The page this remote starts on loads beside the remote's own code, not after it renders.
const startPage = typeof window === 'undefined' ? undefined : window.location.pathname;
if (startPage?.startsWith('/agent/applicants/')) void ApplicantCasePage.preload().catch(() => {});
if (startPage === '/agent/notifications') void NotificationsPage.preload().catch(() => {});
if (startPage === '/agent/settings') void AgentSettings.preload().catch(() => {});

/**
 * Mounted by the shell under its catch-all route, which gives this remote every path under /agent
 * (behind the agent role), so paths are absolute and new pages need no change in the shell.
 */
export default function AgentApp() {
  return (
    <Routes>
      <Route path="/agent" element={<Navigate to="/agent/dashboard" replace />} />
      <Route element={<AgentWorkspace />}>
        <Route
          path="/agent/dashboard"
          element={<AgentDashboard assignedUserPanel={lawyerChatPanel} />}
        />
        <Route
          path="/agent/applicants/:id"
          element={<ApplicantCasePage lawyerChat={caseLawyerChat} />}
        />
        <Route path="/agent/notifications" element={<NotificationsPage />} />
        <Route path="/agent/settings" element={<AgentSettings />} />
      </Route>
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
