import { Route, Routes } from 'react-router';
import { NotFoundView } from '@nomada/ui';
import '../i18n/register';
import { AgentDashboard } from '../features/dashboard/components/agent-dashboard';
import { AgentSettings } from '../features/settings/components/agent-settings';

/** Mounted by the shell under its catch-all route (which also checks the agent role), so paths are absolute. */
export default function AgentApp() {
  return (
    <Routes>
      <Route path="/agent/dashboard" element={<AgentDashboard />} />
      <Route path="/agent/settings" element={<AgentSettings />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
