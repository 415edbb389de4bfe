import type { AccountEraseRequest, AccountExportRequest } from '@nomada/contracts';
import { AppError } from '@nomada/service-kit';
import type {
  AccountService,
  AccountServices,
  ServiceExport,
} from '../../src/accounts/account-services';

export type AccountServicesFake = AccountServices & {
  erased: { service: AccountService; request: AccountEraseRequest }[];
  exported: { service: AccountService; request: AccountExportRequest }[];
  /** Services that answer 503 while listed. */
  down: Set<AccountService>;
};

const EMPTY_EXPORTS: { [S in AccountService]: ServiceExport<S> } = {
  documents: { documents: [], earlier_files: [], retention: null, family_members: [] },
  review: { decisions: [] },
  messaging: { lawyer_messages: [], assistant_questions: [], emails: [], contact_messages: [] },
};

/** Stands in for documents, review and messaging's `/internal/accounts/*` calls. */
export function createAccountServicesFake(
  exports: Partial<{ [S in AccountService]: ServiceExport<S> }> = {},
): AccountServicesFake {
  const fake: AccountServicesFake = {
    erased: [],
    exported: [],
    down: new Set(),
    async exportFrom(service, request) {
      if (fake.down.has(service)) throw new AppError('unavailable');
      fake.exported.push({ service, request });
      return (exports[service] ?? EMPTY_EXPORTS[service]) as ServiceExport<typeof service>;
    },
    async erase(service, request) {
      if (fake.down.has(service)) throw new AppError('unavailable');
      fake.erased.push({ service, request });
      return { rows: 1 };
    },
  };
  return fake;
}
