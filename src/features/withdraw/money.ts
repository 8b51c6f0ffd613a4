import { useTranslation } from 'react-i18next';
import type { WithdrawalState } from '@/shared/contract/withdraw';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/format';

/** An amount with the brand's symbol, grouped as the active language groups thousands. */
export function useMoney(symbol: string | undefined): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language as SupportedLanguage;
  return (amount) => `${formatMoney(amount, language)} ${symbol ?? ''}`.trim();
}

/** The words of each state (static keys, so the locale types check them). */
export const stateKeys = {
  pending: 'withdraw.states.pending',
  rejected: 'withdraw.states.rejected',
  approved: 'withdraw.states.approved',
  disbursing: 'withdraw.states.disbursing',
  awaitingReceipt: 'withdraw.states.awaitingReceipt',
  received: 'withdraw.states.received',
  fullPayment: 'withdraw.states.fullPayment',
  notReceived: 'withdraw.states.notReceived',
  forcedReceived: 'withdraw.states.forcedReceived',
} as const satisfies Record<WithdrawalState, string>;

/** How a state looks: waiting on someone, done, or gone wrong. */
export function stateTone(state: WithdrawalState): 'pending' | 'done' | 'bad' | 'neutral' {
  if (state === 'received' || state === 'fullPayment' || state === 'forcedReceived') return 'done';
  if (state === 'rejected' || state === 'notReceived') return 'bad';
  if (state === 'pending' || state === 'awaitingReceipt') return 'pending';
  return 'neutral';
}
