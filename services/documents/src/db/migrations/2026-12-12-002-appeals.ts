import { sql, type Kysely } from 'kysely';

/**
 * Decision 081: after a denial the agent may record an appeal (`appeal_filed`, with the day it was
 * filed), which the authority must decide within a month (`appeal_decision_due`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table documents.case_events
      drop constraint case_events_stage_check,
      add constraint case_events_stage_check check (stage in
        ('documents', 'ready', 'submitted', 'more_documents_requested', 'resolved', 'appeal_filed')),
      drop constraint case_events_details_check,
      add constraint case_events_details_check check (
        (stage <> 'submitted' or (authority is not null and reference is not null and date is not null))
        and (stage <> 'more_documents_requested' or note is not null)
        and (stage <> 'resolved' or (outcome is not null and date is not null))
        and (stage <> 'appeal_filed' or date is not null)
      )
  `.execute(db);
  await sql`
    alter table documents.case_deadlines
      drop constraint case_deadlines_kind_check,
      add constraint case_deadlines_kind_check check (kind in ('decision_due', 'request_answer',
        'appeal_reposicion', 'appeal_contencioso', 'tie_appointment', 'renewal_window_opens',
        'appeal_decision_due'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from documents.case_deadlines where kind = 'appeal_decision_due'`.execute(db);
  await sql`delete from documents.case_events where stage = 'appeal_filed'`.execute(db);
  await sql`
    alter table documents.case_deadlines
      drop constraint case_deadlines_kind_check,
      add constraint case_deadlines_kind_check check (kind in ('decision_due', 'request_answer',
        'appeal_reposicion', 'appeal_contencioso', 'tie_appointment', 'renewal_window_opens'))
  `.execute(db);
  await sql`
    alter table documents.case_events
      drop constraint case_events_stage_check,
      add constraint case_events_stage_check check (stage in
        ('documents', 'ready', 'submitted', 'more_documents_requested', 'resolved'))
  `.execute(db);
}
