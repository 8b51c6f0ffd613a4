import { htmlLang, type SupportedLanguage } from '@/shared/i18n/language';

const formatters = new Map<string, Intl.NumberFormat>();

/** Money in the player's language: grouping, at most two decimals. */
export function formatMoney(amount: number, language: SupportedLanguage): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(htmlLang[language], { maximumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
}

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** yyyy-MM-dd hh:mm:ss in local time, as announcements show dates. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
