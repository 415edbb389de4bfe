import type { AgentNotification, Language } from '@nomada/contracts';
import type {
  ApplicantEventSummary,
  ContactSummary,
  LawyerMessageSummary,
  PlanUpgradeRequestSummary,
} from '../db/schema';
import type { ListedNotification } from './agent-notifications-repository';

/**
 * The event's detail: names, an email, a subject, a message as written; a checklist item's name in
 * the reader's language. The agent's page titles it by kind.
 */
function textOf({ kind, summary }: ListedNotification, language: Language): string {
  switch (kind) {
    case 'contact': {
      const contact = summary as ContactSummary;
      const about = contact.subject ?? contact.country;
      return `${contact.name} <${contact.email}>${about ? `: ${about}` : ''}`;
    }
    case 'upload': {
      const upload = summary as ApplicantEventSummary;
      const documentName =
        language === 'es' && upload.documentNameEs ? upload.documentNameEs : upload.documentName;
      return `${upload.name}: ${documentName ?? ''}`;
    }
    case 'lawyer_message': {
      const message = summary as LawyerMessageSummary;
      return `${message.name}: ${message.preview}`;
    }
    case 'registration':
    case 'plan_upgrade_request': {
      const applicant = summary as ApplicantEventSummary | PlanUpgradeRequestSummary;
      return `${applicant.name} <${applicant.email}>`;
    }
  }
}

export function toAgentNotification(
  row: ListedNotification,
  language: Language,
): AgentNotification {
  const userId = 'userId' in row.summary ? row.summary.userId : null;
  return {
    id: row.id,
    kind: row.kind,
    text: textOf(row, language),
    userId,
    created_at: row.created_at.toISOString(),
    read: row.read,
  };
}
