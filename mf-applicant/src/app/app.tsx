import { Route, Routes } from 'react-router';
import { NotFoundView } from '@nomada/ui';
import '../i18n/register';
import { ApplicantDashboard } from '../features/dashboard/components/applicant-dashboard';
import { DASHBOARD_TABS, dashboardTabPath } from '../features/dashboard/dashboard-tabs';
import { LawyerChatPage } from '../features/lawyer-chat';
import { OnboardingWizard } from '../features/onboarding/components/onboarding-wizard';
import { ApplicationRejected } from '../features/status/components/application-rejected';
import { PendingApproval } from '../features/status/components/pending-approval';
import { ApplicantSettings } from '../features/settings/components/applicant-settings';

/** Mounted by the shell under its catch-all route (which also guards the dashboard), so paths are absolute. */
export default function ApplicantApp() {
  return (
    <Routes>
      <Route path="/onboarding" element={<OnboardingWizard />} />
      <Route path="/pending-approval" element={<PendingApproval />} />
      <Route path="/application-rejected" element={<ApplicationRejected />} />
      {DASHBOARD_TABS.map((tab) => (
        <Route key={tab} path={dashboardTabPath(tab)} element={<ApplicantDashboard tab={tab} />} />
      ))}
      <Route path="/dashboard/lawyer-chat" element={<LawyerChatPage />} />
      <Route path="/dashboard/settings" element={<ApplicantSettings />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
