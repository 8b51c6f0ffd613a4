import { minorUnitProblem } from '@/shared/contract/currency';
import { validationKeys } from '@/shared/contract/patterns';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/format';
import type { Problem } from './problem';

/** A whole amount with the thousands separators of the language ("1,234,567" in EN, "1.234.567" in Vietnamese). */
export function formatAmount(amount: number, language: SupportedLanguage): string {
  return formatMoney(Math.trunc(amount), language);
}

/** The longest amount typed: 15 digits stay exact in a JavaScript number. */
export const AMOUNT_MAX_DIGITS = 15;

/** What was typed, as an integer number of major units (separators and other characters ignored); null when empty. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, AMOUNT_MAX_DIGITS);
  return digits === '' ? null : Number(digits);
}

export interface AmountLimits {
  min?: number | undefined;
  max?: number | undefined;
  required?: boolean | undefined;
  /** the amount's currency: no more decimals than it has (`contract/currency.ts`) */
  currency?: string | undefined;
}

/** An amount's limits, for the `checks` of `useContractForm` (the field shows the same limits). */
export function amountProblem(value: number | null | undefined, { min, max, required, currency }: AmountLimits): Problem | null {
  if (value === null || value === undefined) return required ? { key: validationKeys.notEmpty } : null;
  const unit = currency === undefined ? null : minorUnitProblem(value, currency);
  if (unit) return unit;
  if (min !== undefined && value < min) return { key: 'form.amount.min', params: { min: { money: min } } };
  if (max !== undefined && value > max) return { key: 'form.amount.max', params: { max: { money: max } } };
  return null;
}
