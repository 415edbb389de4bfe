import type { FastifyPluginAsync } from 'fastify';
import type { IdentityDeps } from '../deps';
import { recoverRoute } from './auth/recover';
import { authLoginRoute } from './functions/auth-login';
import { authLogoutRoute } from './functions/auth-logout';
import { authSessionRoute } from './functions/auth-session';
import { authSignupRoute } from './functions/auth-signup';
import { changePasswordRoute } from './functions/change-password';
import { confirmEmailRoute } from './functions/confirm-email';
import { twoFactorRoutes } from './functions/two-factor';
import { resetPasswordRoute } from './functions/reset-password';
import { updateProfileRoute } from './functions/update-profile';
import { applicantsRoutes } from './internal/applicants';
import { decideRegistrationRoute } from './internal/decide-registration';
import { listRegistrationsRoute } from './internal/list-registrations';
import { lookupUsersRoute } from './internal/lookup-users';

const routes: FastifyPluginAsync<IdentityDeps>[] = [
  authSessionRoute,
  authLoginRoute,
  authSignupRoute,
  authLogoutRoute,
  recoverRoute,
  resetPasswordRoute,
  changePasswordRoute,
  updateProfileRoute,
  confirmEmailRoute,
  twoFactorRoutes,
  decideRegistrationRoute,
  lookupUsersRoute,
  listRegistrationsRoute,
  applicantsRoutes,
];

export const identityRoutes: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  for (const route of routes) await app.register(route, deps);
};
