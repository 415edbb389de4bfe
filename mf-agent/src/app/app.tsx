import { Navigate, Route, Routes } from 'react-router';
import { NotFoundView } from '@nomada/ui';
import '../i18n/register';
import { AgentDashboard } from '../features/dashboard/components/agent-dashboard';
import { ApplicantCasePage } from '../features/dashboard/components/case/applicant-case-page';
import { NotificationsPage } from '../features/notifications';
import { AgentSettings } from '../features/settings/components/agent-settings';
import { AgentWorkspace } from './agent-workspace';
import { caseLawyerChat, lawyerChatPanel } from './lawyer-chat-panel';

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
