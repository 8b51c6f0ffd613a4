import { isApiErrorData } from '@/shared/api/api-error';
import { walletFailureReasons, type WalletFailureReason } from '@/shared/contract/wallet';
import { formFailureProblem } from '@/shared/form/failure';
import type { Problem } from '@/shared/form/problem';

const reasonKeys = {
  singleWallet: 'transferWallet.errors.singleWallet',
  unknownVendor: 'transferWallet.errors.unknownVendor',
} as const satisfies Record<WalletFailureReason, string>;

/** The words of a refused transfer or recall: the wallet's own reasons, else the site's words for the code. */
export function walletFailureProblem(error: unknown): Problem | null {
  if (isApiErrorData(error)) {
    const reason = (error.value as { reason?: unknown } | null)?.reason;
    if (typeof reason === 'string' && (walletFailureReasons as readonly string[]).includes(reason)) {
      return { key: reasonKeys[reason as WalletFailureReason] };
    }
    if (error.code === 'INSUFFICIENT_FUNDS') return { key: 'transferWallet.errors.insufficient' };
  }
  return formFailureProblem(error);
}
