import type { DashboardData, RequiredDocument } from '@nomada/contracts';

const MB = 1024 * 1024;

function document(
  id: string,
  name: string,
  changes: Partial<RequiredDocument> = {},
): RequiredDocument {
  return {
    id,
    name,
    description: `${name}: what we need to see.`,
    max_file_size: 5 * MB,
    file_types: ['pdf', 'jpg', 'png'],
    status: 'pending',
    rejection_reason: null,
    uploaded_at: null,
    user_document_id: null,
    file_url: null,
    requested: false,
    member_id: null,
    legalisation: 'none',
    legalisation_status: 'not_needed',
    translation: 'none',
    translation_status: 'not_needed',
    ...changes,
    files:
      changes.files ??
      (changes.file_url
        ? [
            {
              id: `${id.slice(0, -4)}f11e`,
              file_url: changes.file_url,
              original_filename: changes.file_url.split('/').pop() ?? 'file',
              mime_type: 'application/pdf',
              file_size: 1024,
              uploaded_at: changes.uploaded_at ?? '2026-11-20T09:30:00.000Z',
              issued_on: null,
              expires_on: null,
            },
          ]
        : []),
    revision: changes.revision ?? (changes.user_document_id ? 1 : null),
    max_age_days: changes.max_age_days ?? null,
    min_validity_days: changes.min_validity_days ?? null,
    freshness: changes.freshness ?? 'ok',
  };
}

/** A checklist with one document in each state an applicant meets. */
export const checklist: RequiredDocument[] = [
  document('3f2b8c1e-6a4d-4e0f-9b7a-1c2d3e4f5a60', 'Valid passport', {
    status: 'approved',
    uploaded_at: '2026-11-20T09:30:00.000Z',
    user_document_id: '8a1e2f3c-4b5d-4c6e-8f70-9a0b1c2d3e4f',
    file_url: 'users/7b0c8a4e/passport.pdf',
  }),
  document('4a3c9d2f-7b5e-4f1a-8c2b-2d3e4f5a6b71', 'Bank statements', {
    status: 'rejected',
    rejection_reason: 'The March statement is missing.',
    uploaded_at: '2026-11-21T09:30:00.000Z',
    user_document_id: '9b2f3a4d-5c6e-4d7f-9a81-0b1c2d3e4f5a',
    file_url: 'users/7b0c8a4e/bank.pdf',
  }),
  document('5b4d0e3a-8c6f-4a2b-9d3c-3e4f5a6b7c82', 'Health insurance certificate', {
    status: 'uploaded',
    uploaded_at: '2026-11-22T09:30:00.000Z',
    user_document_id: 'ac3a4b5e-6d7f-4e8a-8b92-1c2d3e4f5a6b',
    file_url: 'users/7b0c8a4e/insurance.png',
  }),
  document('6c5e1f4b-9d7a-4b3c-8e4d-4f5a6b7c8d93', 'Criminal record certificate'),
];

export const premiumDashboard: DashboardData = {
  requiredDocuments: checklist,
  stats: {
    total: 4,
    uploaded: 1,
    approved: 1,
    rejected: 1,
    reviewing: 0,
    pending: 1,
    progressPercentage: 25,
  },
  assignedAgent: {
    first_name: 'Marta',
    last_name: 'Ruiz',
    email: 'marta.ruiz@example.com',
    assigned_at: '2026-11-19T12:00:00.000Z',
  },
  case: {
    stage: 'documents',
    events: [{ stage: 'documents', at: '2026-11-19T12:00:00.000Z', by: null }],
    deadlines: [],
  },
  family: {
    members: [],
    required_income: { annual: 34188, monthly: 2849, year: 2026, basis: '200% of the SMI' },
  },
};

export const basicDashboard: DashboardData = {
  ...premiumDashboard,
  assignedAgent: { first_name: 'Marta', last_name: 'Ruiz' },
};
