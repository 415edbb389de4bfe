import { addCalendarDays, addCalendarMonths, weekdayOf } from './calendar-dates';
import { NATIONAL_HOLIDAYS } from './national-holidays';

/** A date the calendar cannot count: its year has no holiday data, so any answer could be wrong. */
export class HolidaysUnknownError extends Error {
  constructor(readonly year: number) {
    super(`no holiday data for ${year}`);
  }
}

export type WorkingCalendar = {
  isWorkingDay(date: string): boolean;
  /** Art. 30.2: counted from the day after `from`, skipping Saturdays, Sundays and holidays. */
  addWorkingDays(from: string, days: number): string;
  /** Art. 30.4 and 30.5: the same day number `months` later (or the month's last), then art. 30.6. */
  addMonths(from: string, months: number): string;
  /** Art. 30.6: a last day that is not a working day moves to the next working day. */
  nextWorkingDayFrom(date: string): string;
  /** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
  workingDaysBetween(from: string, to: string): number;
};

/**
 * Ley 39/2015 art. 30 counting over Spain's national holidays plus `extraHolidays`: the regional and
 * local days of the authority's seat and of where applicants live, which the firm configures.
 */
export function createWorkingCalendar(extraHolidays: readonly string[] = []): WorkingCalendar {
  const extra = new Set(extraHolidays);

  function isHoliday(date: string): boolean {
    const year = Number(date.slice(0, 4));
    const national = NATIONAL_HOLIDAYS[year];
    if (!national) throw new HolidaysUnknownError(year);
    return national.includes(date) || extra.has(date);
  }

  function isWorkingDay(date: string): boolean {
    const weekday = weekdayOf(date);
    return weekday !== 0 && weekday !== 6 && !isHoliday(date);
  }

  function nextWorkingDayFrom(date: string): string {
    let day = date;
    while (!isWorkingDay(day)) day = addCalendarDays(day, 1);
    return day;
  }

  function addWorkingDays(from: string, days: number): string {
    let day = from;
    for (let counted = 0; counted < days;) {
      day = addCalendarDays(day, 1);
      if (isWorkingDay(day)) counted += 1;
    }
    return day;
  }

  function workingDaysBetween(from: string, to: string): number {
    let count = 0;
    for (let day = addCalendarDays(from, 1); day <= to; day = addCalendarDays(day, 1))
      if (isWorkingDay(day)) count += 1;
    return count;
  }

  return {
    isWorkingDay,
    addWorkingDays,
    addMonths: (from, months) => nextWorkingDayFrom(addCalendarMonths(from, months)),
    nextWorkingDayFrom,
    workingDaysBetween,
  };
}
