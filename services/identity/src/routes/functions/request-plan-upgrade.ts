import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, conflict, forbidden, requireUser } from '@nomada/service-kit';
import type { SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { requestPlanUpgrade } from '../../db/repositories/plan-upgrades';
import { sendBestEffort } from '../../mail/mailer';
import { currentAccount } from '../../sessions/current-account';

/**
 * A basic applicant asks for premium. Agents see the request (plan-upgrade-requests, and a
 * notification like a contact form's) and approve it once paid; the team and the applicant are
 * emailed. Neither message undoes the request when messaging is away: agents still list it.
 */
export const requestPlanUpgradeRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, mailer, agentNotifier, background } = deps;

  apiRoute(
    app,
    'request-plan-upgrade',
    async (request): Promise<SuccessBody> => {
      const { account } = await currentAccount(request, deps);
      if (account.role !== 'applicant') throw forbidden();
      if (account.status === 'rejected') throw forbidden('application_rejected');
      if (account.plan === 'premium') throw conflict('already_premium');
      if (!(await requestPlanUpgrade(db, account.id))) {
        throw conflict(account.plan_upgrade_requested_at ? 'already_requested' : 'already_premium');
      }
      request.log.info({ userId: account.id }, 'plan upgrade requested');
      background.run(
        'plan upgrade request messages',
        async () => {
          await agentNotifier
            .notify({
              kind: 'plan_upgrade_request',
              userId: account.id,
              name: `${account.first_name} ${account.last_name}`.trim(),
              email: account.email,
              plan: 'premium',
              // The assigned agent arranges it; with none yet, every agent is told.
              agentId: account.assigned_agent_id,
              key: `plan_upgrade_request:${account.id}`,
            })
            .catch((error: unknown) =>
              request.log.error({ err: error }, 'agents not notified of a plan upgrade request'),
            );
          await sendBestEffort(
            mailer,
            {
              template: 'plan-upgrade-requested',
              to: account.email,
              language: account.language,
              params: { firstName: account.first_name },
            },
            request.log,
          );
        },
        request.log,
      );
      return { success: true };
    },
    { preHandler: requireUser },
  );
};
