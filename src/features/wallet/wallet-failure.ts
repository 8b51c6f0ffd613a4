import { isApiErrorData } from '@/shared/api/api-error';
import { walletFailureReasons } from '@/shared/contract/wallet';
import { formFailureProblem, reasonProblem } from '@/shared/form/failure';
import type { Problem } from '@/shared/form/problem';

/** The words of a refused transfer or recall: the wallet's own reasons (`wallet.reasons.<reason>`), else the site's words for the code. */
export function walletFailureProblem(error: unknown): Problem | null {
  const refusal = reasonProblem('wallet', walletFailureReasons, error);
  if (refusal) return refusal;
  if (isApiErrorData(error) && error.code === 'INSUFFICIENT_FUNDS') return { key: 'transferWallet.errors.insufficient' };
  return formFailureProblem(error);
}
