import type { SweepReport } from './sweep-expired-documents';

const HOW = {
  registration_rejected: 'registration rejected',
  case_resolved: 'case resolved',
} as const;

const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;

/** What `npm run retention` prints: each finished case swept, with the files deleted. */
export function formatSweepReport(report: SweepReport, retentionDays: number): string {
  const lines = [`Retention: files are kept ${retentionDays} days after a case's final decision.`];
  if (report.cases.length === 0) lines.push('No finished case had files past that time.');
  else
    lines.push(
      `Deleted ${files(report.filesDeleted)} of ${report.cases.length} finished case${report.cases.length === 1 ? '' : 's'}:`,
    );
  for (const found of report.cases) {
    lines.push(
      `  applicant ${found.userId}: ${HOW[found.how]} on ${found.finishedAt.slice(0, 10)}, ${files(found.files.length)}`,
    );
    for (const key of found.files) lines.push(`    ${key}`);
  }
  if (report.stillQueued)
    lines.push(
      `${files(report.stillQueued)} could not be removed from storage yet; they stay queued and the next run tries again.`,
    );
  if (report.leftoversRemoved)
    lines.push(`Also removed ${files(report.leftoversRemoved)} left queued by an earlier run.`);
  return lines.join('\n');
}
