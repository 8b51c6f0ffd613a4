import type { Problem } from './problem';

/** A range of days, both ends included, as yyyy-MM-dd in local time (what a date input holds). */
export interface DateRange {
  start: string;
  end: string;
}

/** The quick choices of a date range (spec section 9: next and previous 7 and 30 days). */
export const datePresets = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type DatePreset = (typeof datePresets)[number];

/** The platform's periods (spec section 4): D daily, W weekly, H semi-monthly, M monthly. */
export const periods = ['D', 'W', 'H', 'M'] as const;
export type Period = (typeof periods)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as yyyy-MM-dd in local time. */
export function isoDay(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The day `days` after (or before) a day, at local midnight (calendar days, whatever the clock change). */
function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

/**
 * A preset's days, today included: the previous 7 days are the 6 days
 * before today and today, the next 7 days are today and the 6 after it.
 */
export function presetRange(preset: DatePreset, today: Date = new Date()): DateRange {
  const length = preset.endsWith('30') ? 30 : 7;
  return preset.startsWith('previous')
    ? { start: isoDay(addDays(today, -(length - 1))), end: isoDay(today) }
    : { start: isoDay(today), end: isoDay(addDays(today, length - 1)) };
}

/**
 * The period a day falls in: D that day; W its week, Monday to Sunday; H its
 * half of the month, the 1st to the 15th or the 16th to the month's last
 * day; M its calendar month.
 */
export function periodRange(period: Period, day: Date = new Date()): DateRange {
  const year = day.getFullYear();
  const month = day.getMonth();
  const lastDay = new Date(year, month + 1, 0).getDate();
  switch (period) {
    case 'D':
      return { start: isoDay(day), end: isoDay(day) };
    case 'W': {
      const sinceMonday = (day.getDay() + 6) % 7;
      return { start: isoDay(addDays(day, -sinceMonday)), end: isoDay(addDays(day, 6 - sinceMonday)) };
    }
    case 'H':
      return day.getDate() <= 15
        ? { start: isoDay(new Date(year, month, 1)), end: isoDay(new Date(year, month, 15)) }
        : { start: isoDay(new Date(year, month, 16)), end: isoDay(new Date(year, month, lastDay)) };
    case 'M':
      return { start: isoDay(new Date(year, month, 1)), end: isoDay(new Date(year, month, lastDay)) };
  }
}

/** A range's order, for the `checks` of `useContractForm`: the end may not come before the start. */
export function dateRangeProblem(range: Partial<DateRange>, { required = false } = {}): Problem | null {
  if (!range.start || !range.end) return required ? { key: 'form.dateRange.missing' } : null;
  return range.end < range.start ? { key: 'form.dateRange.order' } : null;
}
