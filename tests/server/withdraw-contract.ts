import { eq } from 'drizzle-orm';
import { withdrawals } from '../../server/src/db/schema';
import { toMinor } from '../../server/src/lib/money';
import { issueCode } from '../../server/src/modules/identity/codes';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { accountOf } from '../../server/src/modules/wallet/accounts';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { bindCard } from '../../server/src/modules/withdraw/bank-cards';
import { payPart } from '../../server/src/modules/withdraw/withdrawals';
import type { TestServer } from './helpers';

/**
 * Inputs of the money-out endpoints for the contract test, called in the
 * contract's order as demo: set, change, then reset the payment password
 * (ending at RESET), bind and remove cards, withdraw, confirm a paid part,
 * transfer to the upline. `prepareWithdrawContract` fills in the ids and the code.
 */
const RESET = '135790';
export const withdrawContractInputs = {
  paymentPasswordStatus: {},
  setPaymentPassword: { loginPassword: 'Demo1234', paymentPassword: '123456', confirmPaymentPassword: '123456' },
  changePaymentPassword: { oldPaymentPassword: '123456', paymentPassword: '654321', confirmPaymentPassword: '654321' },
  paymentPasswordSendCode: { channel: 'email' },
  resetPaymentPassword: { channel: 'email', verificationCode: '', paymentPassword: RESET, confirmPaymentPassword: RESET } as Record<string, unknown>,
  banks: {},
  bankCards: {},
  bindBankCard: { bankCode: 'VCB', holderName: 'Demo Player', accountNumber: '0123456789' },
  removeBankCard: { cardId: 0, paymentPassword: RESET } as Record<string, unknown>,
  withdrawInfo: {},
  withdraw: { amount: 200_000, cardId: 0, paymentPassword: RESET } as Record<string, unknown>,
  withdrawals: { page: 1, pageSize: 10 },
  confirmWithdrawalReceipt: { id: 0, choice: 'fullPayment' } as Record<string, unknown>,
  uplineInfo: {},
  transferToUpline: { amount: 20_000, paymentPassword: RESET },
};

export async function prepareWithdrawContract(s: TestServer, all: Record<string, Record<string, unknown>>): Promise<void> {
  const inputs = all as unknown as typeof withdrawContractInputs;
  const demo = await findMemberByAccount(s.db, 'LOTUS', 'demo');
  if (!demo || !demo.email) throw new Error('no demo member');
  inputs.resetPaymentPassword.verificationCode = (await issueCode(s.db, 'LOTUS', 'paymentPassword', demo.email)).code;
  const doomed = await bindCard(s.db, demo.id, { bankCode: 'TCB', holderName: 'Demo Player', accountNumber: '1900123456789' });
  const kept = await bindCard(s.db, demo.id, { bankCode: 'ACB', holderName: 'Demo Player', accountNumber: '555566667777' });
  inputs.removeBankCard.cardId = doomed.id;
  inputs.withdraw.cardId = kept.id;
  // a withdrawal paid in full and waiting for demo's answer
  const amount = toMinor(150_000);
  const id = await s.db.transaction(async (tx) => {
    const [w] = await tx
      .insert(withdrawals)
      .values({ merchantCode: 'LOTUS', memberId: demo.id, cardId: kept.id, requestKey: `${demo.id}:contract-prepared`, amount, state: 'approved' })
      .returning();
    if (!w) throw new Error('no withdrawal');
    await transfer(tx, { idempotencyKey: `withdrawal:${w.id}:hold`, kind: 'hold', from: await accountOf(tx, demo.id, 'main'), to: await accountOf(tx, demo.id, 'hold'), amount });
    await payPart(tx, w.id, { amount, requestId: 'contract', operatorId: null });
    return w.id;
  });
  const [row] = await s.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (row?.state !== 'awaitingReceipt') throw new Error('prepared withdrawal is not awaiting receipt');
  inputs.confirmWithdrawalReceipt.id = id;
}
