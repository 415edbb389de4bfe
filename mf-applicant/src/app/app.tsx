import { Route, Routes } from 'react-router';
import { lazyPart, NotFoundView } from '@nomada/ui';
import '../i18n/register';
import { ApplicantDashboard } from '../features/dashboard/components/applicant-dashboard';
import { DASHBOARD_TABS, dashboardTabPath } from '../features/dashboard/dashboard-tabs';

// The dashboard is where a signed-in applicant lands; every other page is a chunk of its own, so
// a first load of the dashboard carries none of their code (the wizard's and settings' validation
// with its schemas, the lawyer chat's stream). Navigations are transitions: the page on screen
// stays until the next one's code is there.
const OnboardingWizard = lazyPart(
  () => import('../features/onboarding/components/onboarding-wizard'),
  (module) => module.OnboardingWizard,
);
const PendingApproval = lazyPart(
  () => import('../features/status/components/pending-approval'),
  (module) => module.PendingApproval,
);
const ApplicationRejected = lazyPart(
  () => import('../features/status/components/application-rejected'),
  (module) => module.ApplicationRejected,
);
const LawyerChatPage = lazyPart(
  () => import('../features/lawyer-chat/components/lawyer-chat-page'),
  (module) => module.LawyerChatPage,
);
const ApplicantSettings = lazyPart(
  () => import('../features/settings/components/applicant-settings'),
  (module) => module.ApplicantSettings,
);

const PAGES = {
  '/onboarding': OnboardingWizard,
  '/pending-approval': PendingApproval,
  '/application-rejected': ApplicationRejected,
  '/dashboard/lawyer-chat': LawyerChatPage,
  '/dashboard/settings': ApplicantSettings,
} as const;

// The page this remote starts on loads beside the remote's own code, not after it renders.
if (typeof window !== 'undefined' && window.location.pathname in PAGES)
  void PAGES[window.location.pathname as keyof typeof PAGES].preload().catch(() => undefined);

/** Mounted by the shell under its catch-all route (which also guards the dashboard), so paths are absolute. */
export default function ApplicantApp() {
  return (
    <Routes>
      {Object.entries(PAGES).map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      {DASHBOARD_TABS.map((tab) => (
        <Route key={tab} path={dashboardTabPath(tab)} element={<ApplicantDashboard tab={tab} />} />
      ))}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
