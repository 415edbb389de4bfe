import type { z } from 'zod';
import {
  INTERNAL_ROUTES,
  accountEraseAnswerSchema,
  documentsExportAnswerSchema,
  messagingExportAnswerSchema,
  reviewExportAnswerSchema,
  type AccountEraseRequest,
  type AccountExportRequest,
} from '@nomada/contracts';
import { postInternal } from '@nomada/service-kit';
import type { IdentityConfig } from '../config';

/** The services that keep something about a person besides identity. */
export const ACCOUNT_SERVICES = ['documents', 'review', 'messaging'] as const;
export type AccountService = (typeof ACCOUNT_SERVICES)[number];

const EXPORT_ANSWERS = {
  documents: documentsExportAnswerSchema,
  review: reviewExportAnswerSchema,
  messaging: messagingExportAnswerSchema,
} as const;

export type ServiceExport<S extends AccountService> = z.output<(typeof EXPORT_ANSWERS)[S]>;

/** Erasing thousands of files from a bucket takes longer than an ordinary call. */
const ERASE_TIMEOUT_MS = 20_000;

/** The other services' `/internal/accounts/*` calls: what they keep about a person, and forgetting it. */
export type AccountServices = {
  exportFrom<S extends AccountService>(
    service: S,
    request: AccountExportRequest,
  ): Promise<ServiceExport<S>>;
  erase(service: AccountService, request: AccountEraseRequest): Promise<Record<string, number>>;
};

export function createAccountServices(
  config: Pick<IdentityConfig, 'DOCUMENTS_URL' | 'REVIEW_URL' | 'MESSAGING_URL' | 'SESSION_SECRET'>,
): AccountServices {
  const baseUrl: Record<AccountService, string> = {
    documents: config.DOCUMENTS_URL,
    review: config.REVIEW_URL,
    messaging: config.MESSAGING_URL,
  };
  return {
    async exportFrom<S extends AccountService>(service: S, request: AccountExportRequest) {
      const answer: unknown = await postInternal({
        baseUrl: baseUrl[service],
        path: INTERNAL_ROUTES.accounts.export,
        body: request,
        sessionSecret: config.SESSION_SECRET,
        answer: EXPORT_ANSWERS[service],
      });
      // Checked against EXPORT_ANSWERS[service] by postInternal; TypeScript cannot follow the index.
      return answer as ServiceExport<S>;
    },
    async erase(service, request) {
      const { erased } = await postInternal({
        baseUrl: baseUrl[service],
        path: INTERNAL_ROUTES.accounts.erase,
        body: request,
        sessionSecret: config.SESSION_SECRET,
        answer: accountEraseAnswerSchema,
        timeoutMs: ERASE_TIMEOUT_MS,
      });
      return erased;
    },
  };
}
