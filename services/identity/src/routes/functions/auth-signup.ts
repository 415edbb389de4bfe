import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { conflict, parseBody } from '@nomada/service-kit';
import {
  LANGUAGE_COOKIE,
  signupSchema,
  type Language,
  type SessionPayload,
} from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { sessionPayload } from '../../accounts/present';
import { isUniqueViolation } from '../../db/errors';
import { findAccountByEmail, findAccountById, insertAccount } from '../../db/repositories/accounts';
import { insertRegistration } from '../../db/repositories/registrations';
import { sendBestEffort } from '../../mail/mailer';
import { setSessionCookies } from '../../sessions/cookies';

export const EMAIL_TAKEN = 'An account with this email already exists';

function preferredLanguage(request: FastifyRequest): Language {
  return request.cookies[LANGUAGE_COOKIE] === 'es' ? 'es' : 'en';
}

/** Registers an applicant (pending review) and signs them in; agents are never created here. */
export const authSignupRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, passwords, sessions, mailer, secureCookies } = deps;

  app.post('/functions/auth-signup', async (request, reply): Promise<SessionPayload> => {
    const { email, password, userData } = parseBody(signupSchema, request.body);
    if (await findAccountByEmail(db, email)) throw conflict(EMAIL_TAKEN);
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
        const account = await findAccountById(trx, userId);
        if (!account) throw new Error('account vanished inside its own transaction');
        return { account, issued };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }

    const { account, issued } = created;
    setSessionCookies(reply, issued, secureCookies);
    await sendBestEffort(
      mailer,
      {
        template: 'registration-received',
        to: account.email,
        language,
        params: { firstName: account.first_name },
      },
      request.log,
    );
    reply.status(201);
    return sessionPayload(account, issued.access.expiresAt);
  });
};
