import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, forbidden, requireUser } from '@nomada/service-kit';
import type { AccountExport } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { exportIdentityPart } from '../../accounts/export-identity';
import { currentAccount } from '../../sessions/current-account';

/**
 * GDPR art. 15 and 20: everything kept about the signed-in applicant, as one JSON file to download.
 * Identity's own part, plus each service's (`/internal/accounts/export`); a service that does not
 * answer makes the call a 503 rather than an export that silently leaves something out.
 */
export const accountExportRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, accountServices } = deps;

  apiRoute(
    app,
    'account-export',
    async (request, reply): Promise<AccountExport> => {
      const { account } = await currentAccount(request, deps);
      if (account.role !== 'applicant') throw forbidden();
      const exportedAt = new Date();
      const where = {
        userId: account.id,
        email: account.email,
        language: account.language,
        host: request.host,
        protocol: request.protocol,
      };
      const [own, documents, review, messaging] = await Promise.all([
        exportIdentityPart(db, account),
        accountServices.exportFrom('documents', where),
        accountServices.exportFrom('review', where),
        accountServices.exportFrom('messaging', where),
      ]);
      request.log.info({ userId: account.id }, 'account exported');
      const day = exportedAt.toISOString().slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="nomada-export-${day}.json"`)
        .header('cache-control', 'private, no-store');
      return {
        exported_at: exportedAt.toISOString(),
        user: own.user,
        profile: own.profile,
        case: { ...own.case, documents_retention: documents.retention },
        documents: documents.documents,
        earlier_files: documents.earlier_files,
        family_members: documents.family_members,
        lawyer_messages: messaging.lawyer_messages,
        decisions: review.decisions,
        consents: own.consents,
        assistant_questions: messaging.assistant_questions,
        emails: messaging.emails,
        contact_messages: messaging.contact_messages,
        sessions: own.sessions,
      };
    },
    { preHandler: requireUser },
  );
};
