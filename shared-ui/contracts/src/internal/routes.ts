/**
 * Every internal route (service to service, never through the gateway), by owner: the owner
 * registers its handler at this path and every client calls it from here, so a path is written
 * once. The request and answer shapes live beside each owner's schemas in this folder.
 */
export const INTERNAL_ROUTES = {
  identity: {
    lookupUsers: '/internal/users/lookup',
    decideRegistration: '/internal/registrations/decide',
    queryApplicants: '/internal/applicants/query',
    matchingApplicants: '/internal/applicants/matching',
    assignedApplicants: '/internal/applicants/assigned',
    applicantCounts: '/internal/applicants/counts',
    assign: '/internal/applicants/assign',
    unassign: '/internal/applicants/unassign',
    upgradePlan: '/internal/applicants/upgrade-plan',
    finishedCases: '/internal/cases/finished',
  },
  documents: {
    awaitingReview: '/internal/documents/awaiting-review',
    ofUsers: '/internal/documents/of-users',
    caseItems: '/internal/documents/case',
    startReview: '/internal/documents/start-review',
    decide: '/internal/documents/decide',
    caseOfUser: '/internal/cases/of-user',
    setCaseStage: '/internal/cases/set-stage',
    completeDeadline: '/internal/cases/complete-deadline',
    openDeadlines: '/internal/cases/open-deadlines',
    itemRequirements: '/internal/cases/item-requirements',
    correctEvent: '/internal/cases/correct-event',
  },
  messaging: {
    sendEmail: '/internal/emails',
    agentNotifications: '/internal/agent-notifications',
  },
  /** Every service holding account data answers these (decision 031). */
  accounts: {
    export: '/internal/accounts/export',
    erase: '/internal/accounts/erase',
  },
  /** Identity and documents, the owners of decided state, answer these (decision 064). */
  decisionEvents: {
    pending: '/internal/decision-events/pending',
    ack: '/internal/decision-events/ack',
  },
} as const;
