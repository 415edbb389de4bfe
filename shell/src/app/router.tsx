import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../features/layout/app-layout';
import { LoginPage } from '../features/auth/login-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { RouteErrorPage } from './route-error-page';
import { OwnedRoute } from './owned-route';

/** Shell pages first; every other path goes to the remote that owns it (route-ownership.ts). */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '*', element: <OwnedRoute /> },
      ],
    },
  ]);
}
