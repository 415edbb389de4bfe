import type { FastifyPluginAsync } from 'fastify';
import {
  INTERNAL_ROUTES,
  awaitingReviewSchema,
  type AwaitingReviewAnswer,
} from '@nomada/contracts';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import {
  awaitingCountsByStatus,
  awaitingReviewPage,
  countAwaitingReview,
} from '../../db/repositories/review-queue';
import type { DocumentsDeps } from '../../deps';
import { USER_IDS_BODY_LIMIT } from './body-limits';
import { toDocumentRecords } from '../../present/document-records';

/** Review only: one page of documents awaiting a decision, and the dashboard cards' counts. */
export const awaitingReviewRoute: FastifyPluginAsync<DocumentsDeps> = async (
  app,
  { db, config, now },
) => {
  app.post(
    INTERNAL_ROUTES.documents.awaitingReview,
    { bodyLimit: USER_IDS_BODY_LIMIT, preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<AwaitingReviewAnswer> => {
      const { page, pageSize, userIds } = parseBody(awaitingReviewSchema, request.body);
      const ids = userIds && [...new Set(userIds)];
      // Without a filter the list's total is the cards' two counts: one scan fewer.
      const [rows, filteredTotal, counts] = await Promise.all([
        awaitingReviewPage(db, { page, pageSize, userIds: ids }),
        ids ? countAwaitingReview(db, ids) : Promise.resolve(null),
        awaitingCountsByStatus(db),
      ]);
      const total = filteredTotal ?? counts.uploaded + counts.reviewing;
      return { documents: await toDocumentRecords(db, rows, now()), total, counts };
    },
  );
};
