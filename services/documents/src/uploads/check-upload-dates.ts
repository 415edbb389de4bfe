import { errorText, utcDate } from '@nomada/contracts';
import { badRequest } from '@nomada/service-kit';
import type { UploadFields } from './resolve-target';

/**
 * What the schema cannot know: an issue date is not in the future (today in UTC, as freshness counts
 * days). The order of the two dates is the schema's own rule.
 */
export function checkUploadDates(fields: UploadFields, nowMs: number): void {
  if (fields.issued_on && fields.issued_on > utcDate(nowMs))
    throw badRequest('issued_in_future', {
      fields: { issued_on: errorText('issued_in_future') },
    });
}
