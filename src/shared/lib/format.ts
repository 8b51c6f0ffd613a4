import { htmlLang, type SupportedLanguage } from '@/shared/i18n/language';

/**
 * The separators of each interface language, as `Intl.NumberFormat` writes
 * them for its locale (`htmlLang`): `tests/unit/shared/format.test.ts` holds
 * every language to Intl's own output.
 */
const separators: Record<SupportedLanguage, { group: string; decimal: string }> = {
  TY: { group: '.', decimal: ',' },
  VI: { group: '.', decimal: ',' },
  ID: { group: '.', decimal: ',' },
  EN: { group: ',', decimal: '.' },
  CN: { group: ',', decimal: '.' },
  TH: { group: ',', decimal: '.' },
};

const intlFormatters = new Map<string, Intl.NumberFormat>();

function intlFormat(amount: number, language: SupportedLanguage): string {
  let formatter = intlFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(htmlLang[language], { maximumFractionDigits: 2 });
    intlFormatters.set(language, formatter);
  }
  return formatter.format(amount);
}

/**
 * Money in the player's language: grouping, at most two decimals, exactly
 * as `Intl.NumberFormat(locale, { maximumFractionDigits: 2 })` writes it.
 * Written out by hand because the browser's first NumberFormat loads the
 * locale's number data: 30–70 ms of main thread on the first screen, whose
 * tiles each show a minimum bet (docs/performance.md, "Blocking time").
 * Amounts beyond `toFixed`'s range, and NaN or infinities, go to Intl.
 */
export function formatMoney(amount: number, language: SupportedLanguage): string {
  const abs = Math.abs(amount);
  if (!Number.isFinite(amount) || abs >= 1e21) return intlFormat(amount, language);
  const { group, decimal } = separators[language];
  // Intl rounds the shortest decimal that reads back as the double (0.015 → 0.02), half away from zero: the same
  // on that decimal's digits, in cents; under a millionth (written with an exponent) it is 0 anyway
  const [int = '0', frac = ''] = abs < 1e-6 ? ['0'] : String(abs).split('.');
  const cents = BigInt(int + frac.slice(0, 2).padEnd(2, '0')) + (frac.charAt(2) >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  const whole = digits.slice(0, -2);
  const fraction = digits.slice(-2).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? decimal + fraction : ''}`;
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
