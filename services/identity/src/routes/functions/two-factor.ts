import type { FastifyPluginAsync } from 'fastify';
import QRCode from 'qrcode';
import { apiRoute, badRequest, parseBody, requireRole } from '@nomada/service-kit';
import { totpDisableSchema, totpEnableSchema, type SuccessBody } from '@nomada/contracts';
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

/** Agents' two-factor sign-in: enrol with a QR code, confirm with a first code, turn it off. */
export const twoFactorRoutes: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, passwords, passwordCheck, secretBox } = deps;
  const agentsOnly = { preHandler: requireRole('agent') };

  apiRoute(
    app,
    'totp-setup',
    async (request) => {
      const { account } = await currentAccount(request, deps);
      const secret = newTotpSecret();
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
    async (request) => {
      const { account } = await currentAccount(request, deps);
      const { code } = parseBody(totpEnableSchema, request.body);
      await passwordCheck.consume(account.id);
      const pending = await findPendingTotpSecret(db, account.id);
      const step = pending ? matchTotp(secretBox.open(pending), code) : undefined;
      if (step === undefined)
        throw badRequest('totp_invalid', {
          status: 400,
          fields: { code: 'The verification code is not valid' },
        });
      await passwordCheck.reset(account.id);
      const recoveryCodes = newRecoveryCodes();
      const enabled = await db.transaction().execute((trx) =>
        enableTotp(trx, account.id, {
          step,
          recoveryCodeHashes: recoveryCodes.map((value) => tokenHash(normaliseRecoveryCode(value))),
        }),
      );
      // Another tab enabled it with the same pending secret a moment ago.
      if (!enabled) throw badRequest('totp_invalid', { status: 400 });
      return { recoveryCodes };
    },
    agentsOnly,
  );

  apiRoute(
    app,
    'totp-disable',
    async (request): Promise<SuccessBody> => {
      const { account } = await currentAccount(request, deps);
      const { currentPassword } = parseBody(totpDisableSchema, request.body);
      await passwordCheck.consume(account.id);
      if (!(await passwords.verify(currentPassword, account.password_hash)))
        throw badRequest('current_password_incorrect', {
          fields: { currentPassword: 'Current password is incorrect' },
        });
      await passwordCheck.reset(account.id);
      await db.transaction().execute((trx) => disableTotp(trx, account.id));
      return { success: true };
    },
    agentsOnly,
  );
};
