import type { SupportedLanguage } from '@/shared/i18n/language';

// Dates and times in the player's language, the one way the whole site writes them (money: format.ts).
// A module of its own, small: the first screen writes money everywhere and a date only in the login's toast.

/**
 * How each language writes a date and a time: day first in Vietnamese, Thai
 * and Indonesian ("28/11/2026"), year first in English and Chinese
 * ("2026-11-28", the specification's style); 24-hour time everywhere,
 * Indonesian with dots ("05.35.07"). The Gregorian year in Thai too: the
 * site's dates are the platform's, and a draw's date must read the same in
 * every language.
 */
const yearFirst = (language: SupportedLanguage) => language === 'EN' || language === 'CN';
const timeSeparator = (language: SupportedLanguage) => (language === 'ID' ? '.' : ':');

function pad(n: number) {
  return String(n).padStart(2, '0');
}

type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function datePart(d: Date, language: SupportedLanguage, year = true): string {
  const parts = [pad(d.getDate()), pad(d.getMonth() + 1), ...(year ? [String(d.getFullYear())] : [])];
  return yearFirst(language) ? parts.reverse().join('-') : parts.join('/');
}

function timePart(d: Date, language: SupportedLanguage, seconds: boolean): string {
  const s = timeSeparator(language);
  return `${pad(d.getHours())}${s}${pad(d.getMinutes())}${seconds ? s + pad(d.getSeconds()) : ''}`;
}

/**
 * A day in local time, in the player's language ("28/11/2026", "2026-11-28";
 * without the year "28/11", "11-28"); what is not a date is shown as it came.
 */
export function formatDate(value: DateInput, language: SupportedLanguage, { year = true } = {}): string {
  const d = toDate(value);
  return d ? datePart(d, language, year) : String(value);
}

/** A time of day in local time, 24-hour ("05:35:07"; without seconds "05:35"). */
export function formatTime(value: DateInput, language: SupportedLanguage, { seconds = true } = {}): string {
  const d = toDate(value);
  return d ? timePart(d, language, seconds) : String(value);
}

/** A moment in local time, in the player's language: "28/11/2026 05:35:07", "2026-11-28 05:35:07". */
export function formatDateTime(value: DateInput, language: SupportedLanguage, { seconds = true } = {}): string {
  const d = toDate(value);
  return d ? `${datePart(d, language)} ${timePart(d, language, seconds)}` : String(value);
}
