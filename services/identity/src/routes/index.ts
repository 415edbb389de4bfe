import type { FastifyPluginAsync } from 'fastify';
import type { IdentityDeps } from '../deps';
import { recoverRoute } from './auth/recover';
import { accountDeleteRoute } from './functions/account-delete';
import { accountExportRoute } from './functions/account-export';
import { authLoginRoute } from './functions/auth-login';
import { authLogoutRoute } from './functions/auth-logout';
import { authSessionRoute } from './functions/auth-session';
import { authSignupRoute } from './functions/auth-signup';
import { changePasswordRoute } from './functions/change-password';
import { planUpgradeRequestsRoute } from './functions/plan-upgrade-requests';
import { requestPlanUpgradeRoute } from './functions/request-plan-upgrade';
import { confirmEmailRoute } from './functions/confirm-email';
import { twoFactorRoutes } from './functions/two-factor';
import { resendConfirmationRoute } from './functions/resend-confirmation';
import { resetPasswordRoute } from './functions/reset-password';
import { updateProfileRoute } from './functions/update-profile';
import { applicantsRoutes } from './internal/applicants';
import { decideRegistrationRoute } from './internal/decide-registration';
import { finishedCasesRoute } from './internal/finished-cases';
import { lookupUsersRoute } from './internal/lookup-users';
import { upgradePlanRoute } from './internal/upgrade-plan';
import { identityDecisionEventsRoute } from './internal/decision-events';

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
  resendConfirmationRoute,
  twoFactorRoutes,
  accountExportRoute,
  accountDeleteRoute,
  requestPlanUpgradeRoute,
  planUpgradeRequestsRoute,
  decideRegistrationRoute,
  lookupUsersRoute,
  applicantsRoutes,
  upgradePlanRoute,
  finishedCasesRoute,
  identityDecisionEventsRoute,
];

export const identityRoutes: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  for (const route of routes) await app.register(route, deps);
};
