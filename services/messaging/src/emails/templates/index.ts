import type { InternalEmailTemplate } from '@nomada/contracts';
import type { EmailTemplate } from '../define-template';
import { accountDeleted } from './account-deleted';
import { applicantAssigned } from './applicant-assigned';
import { contactAcknowledgement } from './contact-acknowledgement';
import { contactTeamNotification } from './contact-team-notification';
import { documentApproved } from './document-approved';
import { documentRejected } from './document-rejected';
import { emailConfirmation } from './email-confirmation';
import { lawyerMessagesWaiting } from './lawyer-messages-waiting';
import { passwordReset } from './password-reset';
import { planUpgradeRequestTeam } from './plan-upgrade-request-team';
import { planUpgradeRequested } from './plan-upgrade-requested';
import { planUpgraded } from './plan-upgraded';
import { caseStageChanged } from './case-stage-changed';
import { deadlineReminder, requestedDocumentsReminder } from './deadline-reminder';
import { registrationApproved } from './registration-approved';
import { registrationReceived } from './registration-received';
import { registrationRejected } from './registration-rejected';
import { twoFactorLocked } from './two-factor-locked';

export const EMAIL_TEMPLATES = {
  'password-reset': passwordReset,
  'registration-received': registrationReceived,
  'registration-approved': registrationApproved,
  'registration-rejected': registrationRejected,
  'document-approved': documentApproved,
  'document-rejected': documentRejected,
  'contact-team-notification': contactTeamNotification,
  'contact-acknowledgement': contactAcknowledgement,
  'lawyer-messages-waiting': lawyerMessagesWaiting,
  'two-factor-locked': twoFactorLocked,
  'email-confirmation': emailConfirmation,
  'applicant-assigned': applicantAssigned,
  'plan-upgrade-requested': planUpgradeRequested,
  'plan-upgrade-request-team': planUpgradeRequestTeam,
  'plan-upgraded': planUpgraded,
  'account-deleted': accountDeleted,
  'case-stage-changed': caseStageChanged,
  'deadline-reminder': deadlineReminder,
  'requested-documents-reminder': requestedDocumentsReminder,
} as const satisfies Record<string, EmailTemplate>;

export type EmailTemplateName = keyof typeof EMAIL_TEMPLATES;

/** Fails to compile while a template other services may request (the shared contract) is missing here. */
type MissingContractTemplates = Exclude<InternalEmailTemplate, EmailTemplateName>;
type AssertTrue<T extends true> = T;
/** @public Read by the compiler only: exported so that nothing flags the check as unused. */
export type ContractTemplatesCovered = AssertTrue<
  [MissingContractTemplates] extends [never] ? true : false
>;

export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return Object.prototype.hasOwnProperty.call(EMAIL_TEMPLATES, name);
}
