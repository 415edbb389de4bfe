import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicTask, type PeriodicTask } from '@nomada/service-kit';
import { DEADLINE_TEXTS, type OpenDeadlineRecord, type UserSummary } from '@nomada/contracts';
import type { DocumentsClient } from '../clients/documents-client';
import type { IdentityClient } from '../clients/identity-client';
import type { MessagingClient } from '../clients/messaging-client';
import { openDeadlinesWithApplicants } from './open-deadlines-of-agent';

/** The reminders of a deadline: 5 working days before, 1 before, and on the day (decision 081). */
export const REMINDER_STEPS = [
  { name: 'five', daysLeft: 5 },
  { name: 'one', daysLeft: 1 },
  { name: 'due', daysLeft: 0 },
] as const;

/**
 * The step a deadline is in: the last one whose day has come, so a reminder missed while the service
 * was down goes out late rather than never (with the days actually left); none once overdue or
 * while more than 5 working days away.
 */
export function reminderStepOf(workingDaysLeft: number | null): string | undefined {
  if (workingDaysLeft === null || workingDaysLeft < 0) return undefined;
  return REMINDER_STEPS.filter((step) => workingDaysLeft <= step.daysLeft).at(-1)?.name;
}

/**
 * Messaging stores one email per idempotency key (a UUID): the key of a deadline's step and
 * recipient, so two instances, a retry or a restart never send the same reminder twice.
 */
export function reminderKey(
  deadlineId: string,
  step: string,
  recipient: 'agent' | 'applicant',
): string {
  const hex = createHash('sha256')
    .update(`deadline-reminder:${deadlineId}:${step}:${recipient}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const bullets = (items: string[]) => items.map((item) => `• ${item}`).join('\n');

type ReminderDeps = {
  documents: DocumentsClient;
  identity: IdentityClient;
  messaging: MessagingClient;
  log: FastifyBaseLogger;
};

async function remindOne(
  { messaging, identity }: ReminderDeps,
  deadline: OpenDeadlineRecord,
  applicant: UserSummary,
  step: string,
): Promise<number> {
  let sent = 0;
  const daysLeft = String(deadline.working_days_left ?? 0);
  const agentId = applicant.assigned_agent_id;
  const agent = agentId ? (await identity.lookupUsers([agentId])).get(agentId) : undefined;
  if (agent?.role === 'agent') {
    const text = DEADLINE_TEXTS[deadline.kind][agent.language];
    await messaging.sendEmail({
      template: 'deadline-reminder',
      to: agent.email,
      language: agent.language,
      params: {
        applicantName:
          [applicant.first_name, applicant.last_name].filter(Boolean).join(' ') || applicant.email,
        deadline: text.title,
        todo: text.agentTodo,
        dueOn: deadline.due_on,
        daysLeft,
        ...(deadline.missing_items.length ? { missingItems: bullets(deadline.missing_items) } : {}),
        ...(agent.first_name ? { firstName: agent.first_name } : {}),
      },
      idempotencyKey: reminderKey(deadline.id, step, 'agent'),
    });
    sent += 1;
  }
  if (deadline.kind === 'request_answer' && deadline.missing_items.length > 0) {
    await messaging.sendEmail({
      template: 'requested-documents-reminder',
      to: applicant.email,
      language: applicant.language,
      params: {
        missingItems: bullets(deadline.missing_items),
        dueOn: deadline.due_on,
        daysLeft,
        ...(applicant.first_name ? { firstName: applicant.first_name } : {}),
      },
      idempotencyKey: reminderKey(deadline.id, step, 'applicant'),
    });
    sent += 1;
  }
  return sent;
}

/** One pass: every open deadline in a reminder step gets its emails (repeats are no-ops). */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  let sent = 0;
  for (const { deadline, applicant } of await openDeadlinesWithApplicants(deps)) {
    const step = reminderStepOf(deadline.working_days_left);
    if (!step) continue;
    try {
      sent += await remindOne(deps, deadline, applicant, step);
    } catch (error) {
      deps.log.warn(
        { err: error, deadlineId: deadline.id },
        'deadline reminder not sent; next pass retries',
      );
    }
  }
  return sent;
}

export function createDeadlineReminders(
  deps: ReminderDeps & { intervalMs: number; firstRunAfterMs: number },
): PeriodicTask<number> {
  return createPeriodicTask({
    name: 'deadline-reminders',
    intervalMs: deps.intervalMs,
    firstRunAfterMs: deps.firstRunAfterMs,
    run: () => sendDueReminders(deps),
    log: deps.log,
  });
}
