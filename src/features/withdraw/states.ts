import type { WithdrawalState } from '@/shared/contract/withdraw';

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
