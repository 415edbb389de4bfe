/**
 * the HTTP contract ("The case after the checklist") (decision 058): the stages of a case, and which moves the
 * assigned agent may make. `documents` is where a case starts (its registration approved) and
 * `ready` is set by documents itself when every required document is approved; the rest are the
 * agent's. `submitted` ⇄ `more_documents_requested` may loop as often as the authorities ask;
 * after a denial the agent may record an appeal (`appeal_filed`, decision 081), which ends in a new
 * `resolved`; a grant is final, and so is a denial nobody appealed.
 */
export const CASE_STAGES = [
  'documents',
  'ready',
  'submitted',
  'more_documents_requested',
  'resolved',
  'appeal_filed',
] as const;
export type CaseStage = (typeof CASE_STAGES)[number];

export const AGENT_CASE_MOVES: Record<CaseStage, readonly CaseStage[]> = {
  documents: [],
  ready: ['submitted'],
  submitted: ['more_documents_requested', 'resolved'],
  more_documents_requested: ['submitted', 'resolved'],
  resolved: ['appeal_filed'],
  appeal_filed: ['resolved'],
};

/** Only a denial can be appealed: after a grant `resolved` is final. */
export function agentMayMove(
  from: CaseStage,
  to: CaseStage,
  lastOutcome?: (typeof CASE_OUTCOMES)[number] | null,
): boolean {
  if (from === 'resolved' && to === 'appeal_filed' && lastOutcome !== 'denied') return false;
  return AGENT_CASE_MOVES[from].includes(to);
}

export const CASE_AUTHORITIES = ['uge', 'consulate'] as const;
export const CASE_OUTCOMES = ['granted', 'denied'] as const;
