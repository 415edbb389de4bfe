import type { FastifyPluginAsync } from 'fastify';
import QRCode from 'qrcode';
import { apiRoute, badRequest, parseBody, requireRole } from '@nomada/service-kit';
import {
  totpDisableSchema,
  totpEnableSchema,
  totpSetupSchema,
  type SuccessBody,
} from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { disableTotp, enableTotp, setPendingTotpSecret } from '../../db/repositories/two-factor';
import { findPendingTotpSecret } from '../../db/repositories/accounts';
import {
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUrl,
} from '../../security/totp';
import { tokenHash } from '../../security/tokens';
import { currentAccount } from '../../sessions/current-account';
import { changeWithFreshSession } from '../../sessions/fresh-session';
import { confirmOwner } from '../../sessions/second-factor';

const invalidCode = () =>
  badRequest('totp_invalid', {
    status: 400,
    fields: { code: 'The verification code is not valid' },
  });

/**
 * Agents' two-factor sign-in: enrol with a QR code, confirm with a first code, turn it off. Only the
 * owner may change it (decision 015): enrolment starts with the password (and a code of the current
 * factor when one is on), turning it off takes both, and each change signs out every session.
 */
export const twoFactorRoutes: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, passwordCheck, secretBox } = deps;
  const agentsOnly = { preHandler: requireRole('agent') };

  apiRoute(
    app,
    'totp-setup',
    async (request) => {
      const { account } = await currentAccount(request, deps);
      const proof = parseBody(totpSetupSchema, request.body);
      await confirmOwner(deps, account, proof, request.log);
      const secret = newTotpSecret();
      // Only a confirmed owner gets here, so the pending secret (what totp-enable turns on) is theirs.
      await setPendingTotpSecret(db, account.id, secretBox.seal(secret));
      const url = otpauthUrl(secret, account.email);
      const qrSvg = await QRCode.toString(url, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 1,
      });
      return { secret, otpauthUrl: url, qrSvg };
    },
    agentsOnly,
  );

  apiRoute(
    app,
    'totp-enable',
    async (request, reply) => {
      const { account } = await currentAccount(request, deps);
      const { code } = parseBody(totpEnableSchema, request.body);
      await passwordCheck.consume(account.id);
      const pending = await findPendingTotpSecret(db, account.id);
      const step = pending ? matchTotp(secretBox.open(pending), code) : undefined;
      if (step === undefined) throw invalidCode();
      await passwordCheck.reset(account.id);
      const recoveryCodes = newRecoveryCodes();
      await changeWithFreshSession(deps, reply, account, 'two-factor-change', async (trx) => {
        const enabled = await enableTotp(trx, account.id, {
          step,
          recoveryCodeHashes: recoveryCodes.map((value) => tokenHash(normaliseRecoveryCode(value))),
        });
        // Another tab enabled it with the same pending secret a moment ago: nothing to change.
        if (!enabled) throw invalidCode();
      });
      return { recoveryCodes };
    },
    agentsOnly,
  );

  apiRoute(
    app,
    'totp-disable',
    async (request, reply): Promise<SuccessBody> => {
      const { account } = await currentAccount(request, deps);
      const proof = parseBody(totpDisableSchema, request.body);
      await confirmOwner(deps, account, proof, request.log);
      if (!account.totp_secret) return { success: true };
      await changeWithFreshSession(deps, reply, account, 'two-factor-change', (trx) =>
        disableTotp(trx, account.id),
      );
      return { success: true };
    },
    agentsOnly,
  );
};
