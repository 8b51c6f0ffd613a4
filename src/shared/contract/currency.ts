/**
 * The currencies' minor units (ISO 4217 exponents): how many decimals an
 * amount in major units may have. One rule for the site's forms and the
 * server alike. The Vietnamese đồng has none, so `100000.5` is refused
 * wherever an amount is typed. The server keeps every amount in hundredths
 * (`server/src/lib/money.ts`), so no currency may have more than two.
 */
const exponents: Record<string, number> = { VND: 0, IDR: 0, KRW: 0, JPY: 0 };

/** Decimals an amount of the currency may have: 0 for VND, 2 for a currency not listed. */
export function currencyDecimals(currency: string): number {
  return Object.hasOwn(exponents, currency) ? exponents[currency]! : 2;
}

/** Whether a major-unit amount is a whole number of the currency's minor units. */
export function fitsMinorUnit(amount: number, currency: string): boolean {
  const scaled = amount * 10 ** currencyDecimals(currency);
  return Number.isFinite(scaled) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export const currencyKeys = {
  /** a currency without decimals (VND): a whole amount */
  wholeUnits: 'form.amount.wholeUnits',
  /** more decimals than the currency has: `decimals` */
  decimals: 'form.amount.decimals',
} as const;

/** The field problem of an amount with more decimals than its currency has, else null. */
export function minorUnitProblem(
  amount: number,
  currency: string,
): { key: (typeof currencyKeys)[keyof typeof currencyKeys]; params: Record<string, number> } | null {
  if (fitsMinorUnit(amount, currency)) return null;
  const decimals = currencyDecimals(currency);
  return decimals === 0 ? { key: currencyKeys.wholeUnits, params: {} } : { key: currencyKeys.decimals, params: { decimals } };
}
