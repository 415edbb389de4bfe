import type { FastifyPluginAsync } from 'fastify';
import type { DocumentsDeps } from '../deps';
import { serveFileRoute } from './files/serve-file';
import { agentFilingPackRoute } from './functions/agent-filing-pack';
import { dashboardDataRoute } from './functions/auth-get-dashboard-data';
import { uploadDocumentRoute } from './functions/auth-upload-document';
import { deleteDocumentFileRoute } from './functions/delete-document-file';
import { downloadDocumentRoute } from './functions/download-document';
import { familyMemberRoutes } from './functions/family-members';
import { accountDataRoutes } from './internal/account-data';
import { awaitingReviewRoute } from './internal/awaiting-review';
import { caseDocumentsRoute } from './internal/case-documents';
import { caseStageRoutes } from './internal/case-stages';
import { decideDocumentRoute } from './internal/decide-document';
import { documentsOfUsersRoute } from './internal/documents-of-users';
import { startReviewRoute } from './internal/start-review';
import { documentsDecisionEventsRoute } from './internal/decision-events';

const routes: FastifyPluginAsync<DocumentsDeps>[] = [
  dashboardDataRoute,
  uploadDocumentRoute,
  deleteDocumentFileRoute,
  downloadDocumentRoute,
  familyMemberRoutes,
  agentFilingPackRoute,
  serveFileRoute,
  awaitingReviewRoute,
  documentsOfUsersRoute,
  caseDocumentsRoute,
  startReviewRoute,
  decideDocumentRoute,
  accountDataRoutes,
  caseStageRoutes,
  documentsDecisionEventsRoute,
];

export const documentsRoutes: FastifyPluginAsync<DocumentsDeps> = async (app, deps) => {
  for (const route of routes) await app.register(route, deps);
};
