import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  apiRoute,
  badRequest,
  forbidden,
  parseBody,
  requireUser,
  unauthorized,
} from '@nomada/service-kit';
import { accountDeleteSchema, type SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { insertErasure } from '../../db/repositories/account-erasures';
import { clearSessionCookies } from '../../sessions/cookies';
import { currentAccount } from '../../sessions/current-account';

/** `deleted-<8 hex>`: what the audit trail keeps instead of the person; random, so it leads back to no one. */
export const newPseudonym = () => `deleted-${randomBytes(4).toString('hex')}`;

/**
 * GDPR art. 17 (decision 031). With the password proven and the confirmation email stored by
 * messaging (so it is sent even though the address is about to be forgotten), one transaction
 * deletes the user with everything identity keeps (profile, registration, sessions, tokens) and
 * writes the erasure the other services carry out: revocations published at once, files and messages
 * deleted, decisions pseudonymised. Those are carried out before the answer; any service that does not
 * confirm is retried by the erasure relay, and each one refuses whatever was in flight for the person.
 */
export const accountDeleteRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, passwords, passwordCheck, sessions, mailer, erasures, cookies } = deps;

  apiRoute(
    app,
    'account-delete',
    async (request, reply): Promise<SuccessBody> => {
      const { account } = await currentAccount(request, deps);
      if (account.role !== 'applicant') throw forbidden();
      const { password } = parseBody(accountDeleteSchema, request.body);
      await passwordCheck.consume(account.id);
      if (!(await passwords.verify(password, account.password_hash))) {
        throw badRequest('current_password_incorrect', {
          fields: { password: 'Current password is incorrect' },
        });
      }
      await passwordCheck.reset(account.id);
      await sessions.assertRevocable();
      await mailer.send({
        template: 'account-deleted',
        to: account.email,
        language: account.language,
        params: { firstName: account.first_name },
      });

      const erasure = await db.transaction().execute(async (trx) => {
        // Two deletions at once: the second waits here and then finds nobody.
        const locked = await trx
          .selectFrom('identity.users')
          .select('id')
          .where('id', '=', account.id)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) return undefined;
        const live = await trx
          .selectFrom('identity.sessions')
          .select('id')
          .where('user_id', '=', account.id)
          .where('revoked_at', 'is', null)
          .execute();
        const row = await insertErasure(trx, {
          userId: account.id,
          pseudonym: newPseudonym(),
          email: account.email,
          names: [account.first_name, account.last_name],
          sessionIds: live.map((session) => session.id),
        });
        // Profile, registration, sessions, tokens and codes go with the user (on delete cascade).
        await trx.deleteFrom('identity.users').where('id', '=', account.id).execute();
        return row;
      });
      if (!erasure) throw unauthorized();
      request.log.info(
        { erasureId: erasure.id, pseudonym: erasure.pseudonym },
        'account deleted; erasing it in every service',
      );
      await erasures.carryOut(erasure.id);
      clearSessionCookies(reply, cookies);
      return { success: true };
    },
    { preHandler: requireUser },
  );
};
