import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../features/layout/app-layout';
import { OwnedRoute } from './owned-route';
import { RouteErrorBoundary } from './route-error-boundary';

// Public pages never need these: they load when someone opens them.
const LoginPage = lazy(() =>
  import('../features/auth/login-page').then((module) => ({ default: module.LoginPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const ConfirmEmailPage = lazy(() =>
  import('../features/auth/confirm-email-page').then((module) => ({
    default: module.ConfirmEmailPage,
  })),
);

/** Shell pages first; every other path goes to the remote that owns it (route-ownership.ts). */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/confirm-email" element={<ConfirmEmailPage />} />
          <Route path="*" element={<OwnedRoute />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
