import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { apiRoute, parseBody } from '@nomada/service-kit';
import { recoverSchema, type SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { buildResetUrl } from '../../accounts/reset-link';
import { findAccountByEmail } from '../../db/repositories/accounts';
import { insertResetToken } from '../../db/repositories/reset-tokens';
import { sendBestEffort } from '../../mail/mailer';
import { newOpaqueToken, tokenHash } from '../../security/tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type ResetRequest = { email: string; redirectTo: string | undefined };

/** Looks the account up and, when it exists, stores a single-use link and hands its email to messaging. */
async function sendResetLink(
  { db, config, mailer }: IdentityDeps,
  { email, redirectTo }: ResetRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  const account = await findAccountByEmail(db, email);
  if (!account) return;
  const accessToken = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  await insertResetToken(db, {
    userId: account.id,
    accessHash: tokenHash(accessToken),
    refreshHash: tokenHash(refreshToken),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const resetUrl = buildResetUrl(config.PUBLIC_URL, redirectTo, { accessToken, refreshToken });
  await sendBestEffort(
    mailer,
    {
      template: 'password-reset',
      to: account.email,
      language: account.language,
      params: { resetUrl, firstName: account.first_name },
    },
    log,
  );
}

/**
 * Always `{success: true}`, answered before anything about the account is looked up: the work is
 * queued after the answer, so the time taken cannot tell whether an account exists.
 */
export const recoverRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  apiRoute(app, 'recover', async (request): Promise<SuccessBody> => {
    const { email, redirect_to } = parseBody(recoverSchema, request.body);
    await deps.recover.consume(email);
    deps.background.run(
      'password-reset-link',
      () => sendResetLink(deps, { email, redirectTo: redirect_to }, request.log),
      request.log,
    );
    return { success: true };
  });
};
