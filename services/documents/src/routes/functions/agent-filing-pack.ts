import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_PLAN, agentFilingPackRequestSchema } from '@nomada/contracts';
import {
  apiRoute,
  callerOf,
  conflict,
  forbidden,
  notFound,
  parseBody,
  requireRole,
} from '@nomada/service-kit';
import { currentStage } from '../../db/repositories/case-events';
import { filesByDocument } from '../../db/repositories/document-files';
import { membersOf, toFamilyMember } from '../../db/repositories/family-members';
import { requirementsOf } from '../../db/repositories/item-requirements';
import { checklistOf } from '../../db/repositories/required-documents';
import { documentsOfUser } from '../../db/repositories/user-documents';
import type { DocumentFileRow } from '../../db/schema';
import type { DocumentsDeps } from '../../deps';
import { packPapers, safeName } from '../../filing/pack-entries';
import { writeFilingPack } from '../../filing/write-filing-pack';

/**
 * `agent-filing-pack` (issue 28): the assigned agent downloads the case's approved papers as one ZIP
 * to file with the authority, once the case is `ready` or later. 403 for anyone else, 404 for an
 * unknown applicant, 409 `case_not_ready` before.
 */
export const agentFilingPackRoute: FastifyPluginAsync<DocumentsDeps> = async (app, deps) => {
  const { db, storage, identity } = deps;

  apiRoute(
    app,
    'agent-filing-pack',
    async (request, reply) => {
      const { sub } = await callerOf(request);
      const { userId } = parseBody(agentFilingPackRequestSchema, request.body);
      const applicant = (await identity.lookupUsers([userId])).get(userId);
      if (applicant?.role !== 'applicant') throw notFound();
      if (applicant.assigned_agent_id !== sub) throw forbidden();
      if ((await currentStage(db, userId)) === 'documents') throw conflict('case_not_ready');

      const [checklist, documents, members, decided] = await Promise.all([
        checklistOf(db, { userId, plan: applicant.plan ?? DEFAULT_PLAN }),
        documentsOfUser(db, userId),
        membersOf(db, userId),
        requirementsOf(db, userId),
      ]);
      const approved = documents.filter((document) => document.status === 'approved');
      const files = await filesByDocument(
        db,
        approved.map((document) => document.id),
      );
      const byItem = new Map<string, DocumentFileRow[]>();
      for (const document of approved)
        if (document.required_document_id)
          byItem.set(document.required_document_id, files.get(document.id) ?? []);
      const name = `${applicant.first_name} ${applicant.last_name}`.trim() || applicant.email;
      const papers = packPapers(name, members.map(toFamilyMember), checklist, byItem, decided);
      const day = new Date().toISOString().slice(0, 10);
      const stream = await writeFilingPack(storage, papers, `Nomada filing pack: ${name} (${day})`);
      stream.on('error', (error) => {
        request.log.error({ err: error, userId }, 'filing pack cut short');
        reply.raw.destroy(error);
      });
      request.log.info({ userId, papers: papers.length }, 'filing pack sent');
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="nomada-filing-${safeName(name)}-${day}.zip"`,
        )
        .send(stream);
    },
    { preHandler: requireRole('agent') },
  );
};
