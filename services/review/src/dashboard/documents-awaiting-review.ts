import type { AgentListQuery } from '@nomada/contracts';
import type { DocumentsClient } from '../clients/documents-client';
import type { IdentityClient } from '../clients/identity-client';

/**
 * How many applicants a search of the documents list can narrow to: documents know user ids only,
 * so identity finds the matching applicants first (decision 008). A search broader than this lists
 * the documents of the first ones identity finds.
 */
export const DOCUMENT_SEARCH_MATCH_LIMIT = 1000;

type ListQuery = Required<Pick<AgentListQuery, 'page' | 'pageSize'>> & { search?: string };

/** One page of the documents awaiting a decision, searched by their applicants' names or emails. */
export async function documentsAwaitingReview(
  { documents, identity }: { documents: DocumentsClient; identity: IdentityClient },
  { page, pageSize, search }: ListQuery,
) {
  if (!search) return documents.awaitingReview({ page, pageSize });
  const userIds = await identity.matchingApplicantIds(search, DOCUMENT_SEARCH_MATCH_LIMIT);
  if (userIds.length > 0) return documents.awaitingReview({ page, pageSize, userIds });
  // Nobody matches: the list is empty, but the cards still need the counts.
  const { counts } = await documents.awaitingReview({ page: 1, pageSize: 1 });
  return { documents: [], total: 0, counts };
}
