import type {
  AgentCase,
  AgentDashboardData,
  AgentDocument,
  AgentUser,
  AuditEntry,
  RegistrationRecord,
} from '@nomada/contracts';

/** Test data of the agent dashboard, shaped exactly as agent-dashboard-data answers. */
let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export const AGENT_ID = '0d5c7c1e-8d0b-4d9b-9a57-6c3f1b2f4a11';

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: nextId(),
    action: 'registration_approved',
    user_id: nextId(),
    document_id: null,
    document_name: null,
    reason: null,
    agent_id: AGENT_ID,
    agent_name: 'Marta Ruiz',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function agentDocument(overrides: Partial<AgentDocument> = {}): AgentDocument {
  return {
    id: nextId(),
    user_id: nextId(),
    document_name: 'Valid passport',
    document_type: 'passport',
    file_url: 'users/ana/passport.pdf',
    file_size: 2.25 * 1024 * 1024,
    original_filename: 'passport.pdf',
    mime_type: 'application/pdf',
    files: [],
    status: 'uploaded',
    uploaded_at: '2026-11-20T09:30:00.000Z',
    rejection_reason: null,
    revision: 1,
    freshness: 'ok',
    user_name: 'Ana Prueba',
    user_email: 'ana@example.com',
    audit_trail: [],
    ...overrides,
  };
}

export function registration(overrides: Partial<RegistrationRecord> = {}): RegistrationRecord {
  return {
    id: nextId(),
    email: 'pablo@example.com',
    first_name: 'Pablo',
    last_name: 'Pendiente',
    plan: 'premium',
    account_type: 'individual',
    phone: '+34 600 123 456',
    address: 'Calle Mayor 1, Madrid',
    nationality: 'Argentina',
    date_of_birth: '1990-01-01',
    current_status: 'Remote software developer',
    company_name: '',
    job_title: '',
    work_location: '',
    expected_start_date: null,
    additional_info: 'Moving with my partner',
    status: 'pending',
    rejection_reason: null,
    email_confirmed: true,
    submitted_at: '2026-11-19T08:00:00.000Z',
    decided_at: null,
    decided_by: null,
    documents: [],
    audit_trail: [],
    ...overrides,
  };
}

export function agentUser(overrides: Partial<AgentUser> = {}): AgentUser {
  const id = overrides.user_id ?? overrides.id ?? nextId();
  return {
    id,
    user_id: id,
    first_name: 'Lucía',
    last_name: 'Fernández',
    email: 'lucia@example.com',
    plan: 'basic',
    status: 'approved',
    assigned_at: null,
    ...overrides,
  };
}

type Lists = Pick<
  AgentDashboardData,
  'documents' | 'pendingRegistrations' | 'registrationHistory' | 'assignedUsers' | 'unassignedUsers'
>;

/** A whole answer; each list's page info says one page holding what it was given. */
export function dashboardData(
  lists: Partial<Lists> = {},
  extra: Partial<AgentDashboardData> = {},
): AgentDashboardData {
  const full: Lists = {
    documents: [],
    pendingRegistrations: [],
    registrationHistory: [],
    assignedUsers: [],
    unassignedUsers: [],
    ...lists,
  };
  const page = (items: unknown[]) => ({ page: 1, pageSize: 10, total: items.length });
  return {
    ...full,
    agentRecord: {
      id: AGENT_ID,
      first_name: 'Marta',
      last_name: 'Ruiz',
      email: 'marta@example.com',
    },
    counts: {
      pendingDocuments: full.documents.filter((d) => d.status === 'uploaded').length,
      documentsUnderReview: full.documents.filter((d) => d.status === 'reviewing').length,
      pendingRegistrations: full.pendingRegistrations.length,
      assignedUsers: full.assignedUsers.length,
      unassignedUsers: full.unassignedUsers.length,
    },
    pagination: {
      documents: page(full.documents),
      pendingRegistrations: page(full.pendingRegistrations),
      registrationHistory: page(full.registrationHistory),
      assignedUsers: page(full.assignedUsers),
      unassignedUsers: page(full.unassignedUsers),
    },
    ...extra,
  };
}

/** One applicant's case as agent-case answers it: a passport awaiting a decision, a photo to come. */
export function agentCase(overrides: Partial<AgentCase> = {}): AgentCase {
  const userId = nextId();
  const documentId = nextId();
  return {
    profile: {
      ...(({ documents: _d, audit_trail: _a, ...rest }) => rest)(
        registration({ id: userId, first_name: 'Carmen', last_name: 'Caso', status: 'approved' }),
      ),
      email: 'carmen@example.com',
      full_name: 'Carmen Caso',
    },
    case: null,
    requiredDocuments: [
      {
        id: nextId(),
        document_type: 'passport',
        name: 'Valid passport',
        description: 'All pages, valid for 6 more months',
        requested: false,
        member_id: null,
        legalisation: 'none',
        legalisation_status: 'not_needed',
        translation: 'none',
        translation_status: 'not_needed',
        status: 'uploaded',
        rejection_reason: null,
        uploaded_at: '2026-11-20T09:30:00.000Z',
        user_document_id: documentId,
        files: [
          {
            id: documentId,
            file_url: 'users/carmen/passport.pdf',
            original_filename: 'passport.pdf',
            mime_type: 'application/pdf',
            file_size: 1024 * 1024,
            uploaded_at: '2026-11-20T09:30:00.000Z',
            current: true,
            replaced_at: null,
            decisions: [],
          },
          {
            id: nextId(),
            file_url: 'users/carmen/passport-old.pdf',
            original_filename: 'passport-old.pdf',
            mime_type: 'application/pdf',
            file_size: 512 * 1024,
            uploaded_at: '2026-11-18T08:00:00.000Z',
            current: false,
            replaced_at: '2026-11-20T09:30:00.000Z',
            decisions: [
              {
                decision: 'rejected',
                reason: 'Blurred photo page',
                decided_at: '2026-11-19T10:00:00.000Z',
                agent_name: 'Laura Martín',
              },
            ],
          },
        ],
        decisions: [],
      },
      {
        id: nextId(),
        document_type: 'photo',
        name: 'Passport photo',
        requested: false,
        member_id: null,
        legalisation: 'none',
        legalisation_status: 'not_needed',
        translation: 'none',
        translation_status: 'not_needed',
        description: 'Recent, light background',
        status: 'pending',
        rejection_reason: null,
        uploaded_at: null,
        user_document_id: null,
        files: [],
        decisions: [],
      },
    ],
    auditTrail: [auditEntry({ user_id: userId })],
    assignedAgent: null,
    planUpgradeRequested: false,
    family: {
      members: [],
      required_income: { annual: 34188, monthly: 2849, year: 2026, basis: '200% of the SMI' },
    },
    ...overrides,
  };
}

/** The agent looking after a case: `agentId` (Ana Agente), or nobody. */
export function caseAgent(agentId: string | null, assignedAt = '2026-11-20T09:30:00.000Z') {
  return agentId
    ? {
        id: agentId,
        first_name: 'Ana',
        last_name: 'Agente',
        email: 'ana@example.com',
        assigned_at: assignedAt,
      }
    : null;
}
