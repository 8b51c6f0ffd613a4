import { delay } from 'msw';
import { api } from '@/shared/contract/api';
import type { Withdrawal } from '@/shared/contract/withdraw';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildWithdrawal, buildWithdrawInfo, pinStatus } from '../../../mocks/handlers/withdraw';
import { server } from '../../../mocks/server';

/* Named scenarios of the money-out pages' tests, over the default handlers of tests/mocks/handlers/withdraw.ts. */

/** A member with no card bound yet. */
export function givenNoBankCards() {
  server.use(contractHandler(api.bankCards, () => ({ cards: [], payeeName: null, maxCards: 5 })));
}

/** A member without a payment password. */
export function givenNoPaymentPassword() {
  server.use(
    contractHandler(api.paymentPasswordStatus, () => ({ ...pinStatus, isSet: false })),
    contractHandler(api.withdrawInfo, () => buildWithdrawInfo({ paymentPasswordSet: false })),
  );
}

/** The withdrawal page's data never arrives (the loading state). */
export function givenWithdrawInfoPending() {
  server.use(
    contractHandler(api.withdrawInfo, async () => {
      await delay('infinite');
      return buildWithdrawInfo();
    }),
  );
}

/** The withdrawal page's data fails to load. */
export function givenWithdrawInfoFails() {
  server.use(contractHandler(api.withdrawInfo, () => new MockFailure(500, 'INTERNAL', 'Something went wrong.')));
}

/** A paid withdrawal waiting for the member's receipt confirmation. */
export function givenAwaitingReceipt(withdrawal: Partial<Withdrawal> = {}) {
  const waiting = buildWithdrawal({
    state: 'awaitingReceipt',
    paid: 300_000,
    remaining: 200_000,
    parts: [{ id: 1, amount: 300_000, createdAt: '2026-11-24T08:10:00.000Z', returnedAt: null }],
    confirmDeadline: new Date(Date.now() + 25 * 60_000).toISOString(),
    ...withdrawal,
  });
  server.use(contractHandler(api.withdrawInfo, () => buildWithdrawInfo({ awaitingReceipt: waiting })));
  return waiting;
}
