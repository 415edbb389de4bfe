import type { InternalEmailRequest, UserSummary } from '@nomada/contracts';
import type { EmailOutboxRow } from '../db/schema';

/**
 * The request messaging gets for a decision email, in the applicant's language (identity's
 * `language`, from their signup), addressed by first name when they gave one.
 */
export function decisionEmailRequest(
  row: EmailOutboxRow,
  applicant: UserSummary,
): InternalEmailRequest {
  const language = applicant.language;
  const firstName = applicant.first_name.trim() ? { firstName: applicant.first_name } : {};
  const base = { to: applicant.email, language };
  const { reason, documentName, agentName } = row.details;
  switch (row.template) {
    case 'registration-approved':
      return { ...base, template: row.template, params: { ...firstName } };
    case 'registration-rejected':
      return {
        ...base,
        template: row.template,
        params: { reason: required(reason), ...firstName },
      };
    case 'document-approved':
      return {
        ...base,
        template: row.template,
        params: { documentName: required(documentName)[language], ...firstName },
      };
    case 'document-rejected':
      return {
        ...base,
        template: row.template,
        params: {
          documentName: required(documentName)[language],
          reason: required(reason),
          ...firstName,
        },
      };
    case 'applicant-assigned':
      return {
        ...base,
        template: row.template,
        params: {
          agentName: required(agentName),
          plan: applicant.plan === 'premium' ? 'premium' : 'basic',
          ...firstName,
        },
      };
    case 'plan-upgraded':
      return { ...base, template: row.template, params: { ...firstName } };
    case 'case-stage-changed':
      return {
        ...base,
        template: row.template,
        params: { ...required(row.details.caseStage), ...firstName },
      };
  }
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('decision email without the details its template needs');
  return value;
}
