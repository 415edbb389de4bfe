import { describe, expect, it } from 'vitest';
import { addCalendarMonths, spanishToday, weekdayOf } from './calendar-dates';
import { NATIONAL_HOLIDAYS } from './national-holidays';
import { HolidaysUnknownError, createWorkingCalendar } from './working-calendar';

const calendar = createWorkingCalendar();

/** Anonymous Gregorian computus (Meeus/Jones/Butcher): Easter Sunday of a year. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

describe('national holiday data', () => {
  it('has the current year and the next (a missing year fails here before it fails a case)', () => {
    const year = Number(spanishToday().slice(0, 4));
    expect(NATIONAL_HOLIDAYS[year]).toBeDefined();
    expect(NATIONAL_HOLIDAYS[year + 1]).toBeDefined();
  });

  it.each(Object.keys(NATIONAL_HOLIDAYS).map(Number))(
    'lists the fixed days and Good Friday of %i',
    (year) => {
      const fixed = [
        '01-01',
        '01-06',
        '05-01',
        '08-15',
        '10-12',
        '11-01',
        '12-06',
        '12-08',
        '12-25',
      ];
      const days = NATIONAL_HOLIDAYS[year]!;
      for (const day of fixed) expect(days).toContain(`${year}-${day}`);
      const easter = easterSunday(year);
      const goodFriday = new Date(Date.parse(`${easter}T00:00:00Z`) - 2 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      expect(days).toContain(goodFriday);
      expect(days).toHaveLength(fixed.length + 1);
    },
  );
});

describe('working days (art. 30.2)', () => {
  it('start the day after the event and skip the weekend', () => {
    // Friday 2026-11-27 + 1 working day: Monday 30.
    expect(calendar.addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    // Monday + 10 working days: two weeks later, Monday.
    expect(calendar.addWorkingDays('2026-11-16', 10)).toBe('2026-11-30');
  });

  it('skip national holidays (the Constitution and Immaculate Conception)', () => {
    // Tue 1 Dec 2026 + 10: 2,3,4,7,(8 holiday),9,10,11,14,15,16 → 16 Dec.
    expect(calendar.addWorkingDays('2026-12-01', 10)).toBe('2026-12-16');
  });

  it('cross the year end over Christmas, New Year and Epiphany', () => {
    // 2026-12-23 (Wed) + 5: 24, (25), 28, 29, 30, 31 → 31 Dec; + 8 → 1 Jan and 6 Jan skipped.
    expect(calendar.addWorkingDays('2026-12-23', 5)).toBe('2026-12-31');
    expect(calendar.addWorkingDays('2026-12-23', 8)).toBe('2027-01-07');
  });

  it('skip Good Friday (Easter moves every year)', () => {
    // 2027: Good Friday 26 March. Thu 25 March + 1 → Mon 29.
    expect(calendar.addWorkingDays('2027-03-25', 1)).toBe('2027-03-29');
  });

  it('count 20 working days for the UGE from a filing', () => {
    expect(calendar.addWorkingDays('2026-11-02', 20)).toBe('2026-11-30');
  });

  it('skip the regional and local days a firm adds', () => {
    const madrid = createWorkingCalendar(['2026-11-09']); // La Almudena, Madrid city
    expect(calendar.addWorkingDays('2026-11-06', 1)).toBe('2026-11-09');
    expect(madrid.addWorkingDays('2026-11-06', 1)).toBe('2026-11-10');
  });

  it('refuse a year without holiday data rather than count it wrongly', () => {
    expect(() => calendar.addWorkingDays('2099-01-10', 3)).toThrow(HolidaysUnknownError);
  });

  it('count the working days between two dates', () => {
    expect(calendar.workingDaysBetween('2026-11-27', '2026-11-30')).toBe(1);
    expect(calendar.workingDaysBetween('2026-11-30', '2026-11-30')).toBe(0);
    expect(calendar.workingDaysBetween('2026-12-01', '2026-12-16')).toBe(10);
  });
});

describe('months (art. 30.4, 30.5, 30.6)', () => {
  it('end on the same day number', () => {
    expect(addCalendarMonths('2026-03-17', 1)).toBe('2026-04-17');
    expect(addCalendarMonths('2026-11-17', 2)).toBe('2027-01-17');
  });

  it('end on the last day of a shorter month: 31 January + 1 month', () => {
    expect(addCalendarMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29'); // leap year
    expect(addCalendarMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addCalendarMonths('2027-08-31', 1)).toBe('2027-09-30');
  });

  it('move a last day that is not a working day to the next working day', () => {
    // 2026-11-08 + 1 month = Tue 8 Dec 2026, a holiday → Wed 9.
    expect(calendar.addMonths('2026-11-08', 1)).toBe('2026-12-09');
    // 2026-10-03 + 1 month = Tue 3 Nov, a working day: unchanged.
    expect(calendar.addMonths('2026-10-03', 1)).toBe('2026-11-03');
    // 2027-01-31 + 1 month = Sun 28 Feb 2027 → Mon 1 Mar.
    expect(weekdayOf('2027-02-28')).toBe(0);
    expect(calendar.addMonths('2027-01-31', 1)).toBe('2027-03-01');
    // Ending on 25 Dec moves past Christmas and the weekend.
    expect(calendar.addMonths('2027-11-25', 1)).toBe('2027-12-27');
  });
});

describe('Spanish today', () => {
  it('is the Madrid calendar day, not the UTC one', () => {
    expect(spanishToday(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    expect(spanishToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(spanishToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
