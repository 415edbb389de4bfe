import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiRoute, conflict, isUniqueViolation, parseBody } from '@nomada/service-kit';
import {
  LANGUAGE_COOKIE,
  signupSchema,
  type Language,
  type SessionPayload,
} from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { sessionPayload } from '../../accounts/present';
import { findAccountByEmail, findAccountById, insertAccount } from '../../db/repositories/accounts';
import { insertConfirmationToken } from '../../db/repositories/email-confirmations';
import { insertRegistration } from '../../db/repositories/registrations';
import { newOpaqueToken, tokenHash } from '../../security/tokens';
import { sendBestEffort } from '../../mail/mailer';
import { setSessionCookies } from '../../sessions/cookies';

/** Confirmation links work for a week: long enough for a holiday, short enough to expire. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** `PUBLIC_URL/confirm-email#token=…`: in the fragment, so the token never reaches a server log. */
export function confirmationUrl(publicUrl: string, token: string): string {
  const url = new URL(`${publicUrl.replace(/\/$/, '')}/confirm-email`);
  url.hash = new URLSearchParams({ token }).toString();
  return url.toString();
}

function preferredLanguage(request: FastifyRequest): Language {
  return request.cookies[LANGUAGE_COOKIE] === 'es' ? 'es' : 'en';
}

/** Registers an applicant (pending review) and signs them in; agents are never created here. */
export const authSignupRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, passwords, sessions, mailer, cookies, agentNotifier, background } = deps;

  apiRoute(app, 'auth-signup', async (request, reply): Promise<SessionPayload> => {
    const { email, password, userData } = parseBody(signupSchema, request.body);
    if (await findAccountByEmail(db, email)) throw conflict('email_taken');
    await sessions.assertRevocable();
    const passwordHash = await passwords.hash(password);
    const language = preferredLanguage(request);

    let created;
    try {
      created = await db.transaction().execute(async (trx) => {
        const userId = await insertAccount(trx, {
          email,
          passwordHash,
          role: 'applicant',
          language,
          firstName: userData.first_name,
          lastName: userData.last_name,
          plan: userData.plan,
          accountType: userData.account_type,
          status: 'pending',
          emailConfirmed: false,
        });
        await insertRegistration(trx, {
          user_id: userId,
          phone: userData.phone,
          address: userData.address,
          nationality: userData.nationality,
          date_of_birth: userData.date_of_birth || null,
          current_status: userData.current_status,
          company_name: userData.company_name,
          job_title: userData.job_title,
          work_location: userData.work_location,
          expected_start_date: userData.expected_start_date || null,
          additional_info: userData.additional_info,
          terms_accepted: userData.terms_accepted ?? null,
          data_processing_consent: userData.data_processing_consent,
        });
        const issued = await sessions.begin(trx, { id: userId, role: 'applicant' });
        const confirmToken = newOpaqueToken();
        await insertConfirmationToken(trx, {
          userId,
          hash: tokenHash(confirmToken),
          expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
        });
        const account = await findAccountById(trx, userId);
        if (!account) throw new Error('account vanished inside its own transaction');
        return { account, issued, confirmToken };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('email_taken');
      throw error;
    }

    const { account, issued, confirmToken } = created;
    setSessionCookies(reply, issued, cookies);
    await sendBestEffort(
      mailer,
      {
        template: 'registration-received',
        to: account.email,
        language,
        params: {
          firstName: account.first_name,
          confirmUrl: confirmationUrl(deps.config.PUBLIC_URL, confirmToken),
        },
      },
      request.log,
    );
    // Every agent is told of a new registration to review; the signup never waits for it.
    background.run(
      'registration notification',
      () =>
        agentNotifier.notify({
          kind: 'registration',
          userId: account.id,
          name: `${account.first_name} ${account.last_name}`.trim(),
          email: account.email,
          agentId: null,
          key: `registration:${account.id}`,
        }),
      request.log,
    );
    return sessionPayload(account, issued.access.expiresAt);
  });
};
