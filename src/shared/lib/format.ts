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

/** The languages whose readers write the currency after the amount ("289.800 ₫", as Intl writes Vietnamese). */
const currencyAfter: Record<SupportedLanguage, boolean> = { TY: true, VI: true, ID: false, EN: false, CN: false, TH: false };

export interface CurrencyOptions {
  /** the brand's currency symbol ("₫") or code ("VND"); none: the amount alone */
  symbol?: string | undefined;
  /** "+" before a gain (a loss always has its "-") */
  signed?: boolean | undefined;
}

/**
 * An amount of money in the player's language, the one way the whole site
 * writes it: grouped as `formatMoney`, the sign first, the symbol where the
 * language puts it: after the amount in Vietnamese ("-289.800 ₫"), before it
 * elsewhere ("-₫289,800"), set apart by a space when it is written in letters
 * ("VND 100,000", "Rp 100.000"), as Intl writes currencies. The space does not
 * break (U+00A0): an amount never wraps in two.
 */
export function formatCurrency(amount: number, language: SupportedLanguage, { symbol, signed = false }: CurrencyOptions = {}): string {
  const digits = formatMoney(Math.abs(amount), language);
  const sign = digits === '0' ? '' : amount < 0 ? '-' : signed && amount > 0 ? '+' : '';
  if (!symbol) return `${sign}${digits}`;
  if (currencyAfter[language]) return `${sign}${digits}\u00a0${symbol}`;
  return `${sign}${symbol}${/\p{L}$/u.test(symbol) ? '\u00a0' : ''}${digits}`;
}

/** A rate in percent: 1.25 → "1.25%" ("1,25%" in Vietnamese). */
export function formatRate(rate: number, language: SupportedLanguage): string {
  return `${formatMoney(rate, language)}%`;
}
