import { currencyDecimals, minorUnitProblem } from '../../../../src/shared/contract/currency';
import { apiError } from '../../http/status';

/**
 * Refuses an amount typed with more decimals than its currency has (a
 * fraction of a đồng), with the field error the site's forms show for the
 * same rule (`contract/currency.ts`). Every call that takes an amount in a
 * currency without a whole-unit contract checks it before anything moves.
 */
export function requireMinorUnit(amount: number, currency: string, field = 'amount'): void {
  const problem = minorUnitProblem(amount, currency);
  if (!problem) return;
  const decimals = currencyDecimals(currency);
  throw apiError(
    'VALIDATION',
    decimals === 0 ? `Amounts in ${currency} are whole numbers.` : `Amounts in ${currency} have at most ${decimals} decimals.`,
    [{ field, key: problem.key, params: problem.params }],
  );
}
