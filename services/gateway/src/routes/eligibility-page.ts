import type { FastifyInstance } from 'fastify';
import {
  assessEligibility,
  ELIGIBILITY_FIELD_NAMES,
  ELIGIBILITY_PAGE_PATH,
  type EligibilityAnswers,
} from '@nomada/contracts';
import { renderEligibilityPage } from '../pages/eligibility-page';
import { languageCookieFor, pageLanguage } from '../pages/page-language';

/**
 * `GET /pricing/eligibility?…`: the pricing page's eligibility form, sent before (or without) the
 * scripts, answered as a page: the same check the browser runs, 400 with the reasons when the answers
 * cannot be read, the empty form when nothing was asked. Nothing is stored.
 */
export async function eligibilityPageRoutes(app: FastifyInstance): Promise<void> {
  app.get(ELIGIBILITY_PAGE_PATH, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const answers: EligibilityAnswers = Object.fromEntries(
      ELIGIBILITY_FIELD_NAMES.filter((name) => Object.hasOwn(query, name)).map((name) => [
        name,
        query[name],
      ]),
    );
    const outcome = Object.keys(answers).length > 0 ? assessEligibility(answers) : undefined;
    const languageCookie = languageCookieFor(request);
    if (languageCookie) reply.header('set-cookie', languageCookie);
    return reply
      .status(outcome && 'errors' in outcome ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderEligibilityPage({ language: pageLanguage(request), answers, outcome }));
  });
}
