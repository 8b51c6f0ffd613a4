import * as z from 'zod/mini';
import { endpoint, none, ok, type endpoint as EndpointFn } from './endpoint';
import { readable, singleLine } from './text';
import { UPLOAD_ID_PATTERN } from './uploads';

/**
 * Money out: the payment password, bank cards, withdrawals (held at once,
 * reviewed and paid in parts by staff, then confirmed by the member) and
 * transfers to the member's upline agent. Served by
 * `server/src/modules/withdraw/`; the console's side is
 * `withdraw-operator.ts`. Amounts are major units.
 */

/** A payment password: exactly six digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
/** Wrong payment passwords in a row before the lock. */
export const PAYMENT_PASSWORD_MAX_TRIES = 5;
/** How long the payment password stays locked after too many wrong tries. */
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;
/** Cards a member may bind. */
export const MAX_BANK_CARDS = 5;
/** A bank account number: digits only, 6 to 19 of them. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{6,19}$/;
/** Proof images a member may send with "not received". */
export const MAX_PROOFS = 3;

const paymentPassword = z.string().check(
  z.maxLength(128),
  z.refine((v) => PAYMENT_PASSWORD_PATTERN.test(v), { params: { key: 'validation.paymentPassword' } }),
);
const anyPassword = z.string().check(z.minLength(1), z.maxLength(128), readable());
const amount = z.number().check(z.int(), z.positive(), z.maximum(1_000_000_000_000));
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

/** The channels a reset code of the payment password can go to: the member's own mobile number or e-mail. */
export const codeChannels = ['sms', 'email'] as const;
export type CodeChannel = (typeof codeChannels)[number];

export const paymentPasswordStatusSchema = z.object({
  isSet: z.boolean(),
  /** ISO time the lock after wrong tries ends; null when not locked */
  lockedUntil: z.nullable(z.string()),
  /** where a reset code can go, masked; null: the member has none */
  channels: z.object({ sms: z.nullable(z.string()), email: z.nullable(z.string()) }),
});
export type PaymentPasswordStatus = z.infer<typeof paymentPasswordStatusSchema>;

export const bankSchema = z.object({ code: z.string(), name: z.string(), shortName: z.string(), logoUrl: z.string() });
export type Bank = z.infer<typeof bankSchema>;

export const bankCardSchema = z.object({
  id: z.number(),
  bankCode: z.string(),
  bankName: z.string(),
  bankShortName: z.string(),
  logoUrl: z.string(),
  holderName: z.string(),
  /** "•••• 6789": only the last four digits ever leave the server */
  maskedNumber: z.string(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

/**
 * The life of a withdrawal (docs/money.md): pending review → rejected
 * (money released) | approved → a part paid: awaitingReceipt → received (a
 * part, more to come: disbursing again) | fullPayment | notReceived (with
 * proofs, for staff: who find it delivered → received | disbursing, or
 * returned by the bank → the part held again, approved | disbursing) |
 * forcedReceived (not confirmed in time).
 */
export const withdrawalStates = [
  'pending',
  'rejected',
  'approved',
  'disbursing',
  'awaitingReceipt',
  'received',
  'fullPayment',
  'notReceived',
  'forcedReceived',
] as const;
export type WithdrawalState = (typeof withdrawalStates)[number];
/** The states in which nothing more happens. */
export const finalWithdrawalStates: readonly WithdrawalState[] = ['rejected', 'received', 'fullPayment', 'forcedReceived'];
/**
 * Whether anything of a withdrawal can still be owed to the member: a
 * rejected one gave the held money back to the wallet, so nothing of it
 * remains to be paid (the server sends 0 and no screen shows a remainder).
 */
export const owesRemainder = (state: WithdrawalState): boolean => state !== 'rejected';

/** What a member answers on the receipt confirmation screen. */
export const receiptChoices = ['received', 'fullPayment', 'notReceived'] as const;
export type ReceiptChoice = (typeof receiptChoices)[number];

export const withdrawalPartSchema = z.object({
  id: z.number(),
  amount: z.number(),
  createdAt: z.string(),
  /** when staff found this part came back from the bank (it no longer counts as paid), ISO; null: not returned */
  returnedAt: z.nullable(z.string()),
});

export const withdrawalSchema = z.object({
  id: z.number(),
  /** "W000123": what the member quotes to support */
  reference: z.string(),
  amount: z.number(),
  /** paid so far (the received amount of the confirmation screen) */
  paid: z.number(),
  /** amount − paid; 0 once rejected (`owesRemainder`: the money went back) */
  remaining: z.number(),
  state: z.enum(withdrawalStates),
  card: z.object({ bankShortName: z.string(), bankName: z.string(), holderName: z.string(), maskedNumber: z.string(), logoUrl: z.string() }),
  rejectReason: z.nullable(z.string()),
  parts: z.array(withdrawalPartSchema),
  proofIds: z.array(z.string()),
  /** awaitingReceipt: when it counts as received without an answer (ISO) */
  confirmDeadline: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawInfoSchema = z.object({
  balance: z.number(),
  currencySymbol: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyCount: z.number(),
  usedToday: z.number(),
  /** bets still to place before a withdrawal (0: none) */
  turnoverRemaining: z.number(),
  /** what would remain owed if the open bonuses were given up (0 with a turnover owed: only bonuses hold it) */
  turnoverWithoutBonuses: z.number(),
  /** what a withdrawal now would take back of open bonuses (0: none) */
  openBonus: z.number(),
  forcedReceiptMinutes: z.number(),
  paymentPasswordSet: z.boolean(),
  /** the withdrawal waiting for the member's receipt confirmation, if any */
  awaitingReceipt: z.nullable(withdrawalSchema),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const uplineInfoSchema = z.object({
  allowed: z.boolean(),
  /** the upline agent's account, partly masked; null without one */
  uplineAccount: z.nullable(z.string()),
  balance: z.number(),
  currencySymbol: z.string(),
  minAmount: z.number(),
  paymentPasswordSet: z.boolean(),
});
export type UplineInfo = z.infer<typeof uplineInfoSchema>;

export const uplineReceiptSchema = z.object({
  transactionId: z.number(),
  createdAt: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  uplineAccount: z.string(),
});
export type UplineReceipt = z.infer<typeof uplineReceiptSchema>;

/**
 * `value.reason` of a refusal of this domain whose code alone does not say
 * why; the site words them as `withdraw.reasons.<reason>` with `value`'s
 * numbers (minutes, amounts, counts).
 */
export const withdrawFailureReasons = [
  'paymentPasswordNotSet',
  'paymentPasswordLocked',
  'turnoverNotMet',
  'bonusForfeitRequired',
  'dailyCountReached',
  'dailyAmountReached',
  'uplineNotAllowed',
  'withdrawalClosed',
  'noContact',
] as const;
export type WithdrawFailureReason = (typeof withdrawFailureReasons)[number];

/** Field error keys the server answers with (the site has the same words). */
export const withdrawKeys = {
  paymentPasswordWrong: 'withdraw.errors.paymentPasswordWrong',
  paymentPasswordLocked: 'withdraw.errors.paymentPasswordLocked',
  loginPasswordWrong: 'withdraw.errors.loginPasswordWrong',
  samePaymentPassword: 'withdraw.errors.samePaymentPassword',
  holderMismatch: 'withdraw.errors.holderMismatch',
  tooManyCards: 'withdraw.errors.tooManyCards',
  cardTaken: 'withdraw.errors.cardTaken',
  belowMin: 'withdraw.errors.belowMin',
  aboveMax: 'withdraw.errors.aboveMax',
  proofRequired: 'withdraw.errors.proofRequired',
  fullPaymentNotYet: 'withdraw.errors.fullPaymentNotYet',
} as const;

const page = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const withdrawApi = {
  paymentPasswordStatus: endpoint({
    method: 'GET',
    path: '/wps/withdraw/payment-password',
    auth: true,
    encrypted: false,
    request: none,
    response: paymentPasswordStatusSchema,
  }),
  /** the first payment password, proved by the login password */
  setPaymentPassword: endpoint({
    method: 'POST',
    path: '/wps/withdraw/payment-password',
    auth: true,
    encrypted: true,
    request: z.object({ loginPassword: anyPassword, paymentPassword, confirmPaymentPassword: z.string().check(z.maxLength(128)) }),
    response: ok,
  }),
  changePaymentPassword: endpoint({
    method: 'PUT',
    path: '/wps/withdraw/payment-password',
    auth: true,
    encrypted: true,
    request: z.object({ oldPaymentPassword: anyPassword, paymentPassword, confirmPaymentPassword: z.string().check(z.maxLength(128)) }),
    response: ok,
  }),
  paymentPasswordSendCode: endpoint({
    method: 'POST',
    path: '/wps/withdraw/payment-password/code',
    auth: true,
    encrypted: false,
    request: z.object({ channel: z.enum(codeChannels) }),
    response: z.object({ expiredMinutes: z.number() }),
  }),
  resetPaymentPassword: endpoint({
    method: 'POST',
    path: '/wps/withdraw/payment-password/reset',
    auth: true,
    encrypted: true,
    request: z.object({
      channel: z.enum(codeChannels),
      verificationCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
      paymentPassword,
      confirmPaymentPassword: z.string().check(z.maxLength(128)),
    }),
    response: ok,
  }),
  banks: endpoint({
    method: 'GET',
    path: '/wps/withdraw/banks',
    auth: true,
    encrypted: false,
    request: none,
    response: z.array(bankSchema),
  }),
  bankCards: endpoint({
    method: 'GET',
    path: '/wps/withdraw/cards',
    auth: true,
    encrypted: false,
    request: none,
    response: z.object({ cards: z.array(bankCardSchema), payeeName: z.nullable(z.string()), maxCards: z.number() }),
  }),
  bindBankCard: endpoint({
    method: 'POST',
    path: '/wps/withdraw/cards',
    auth: true,
    encrypted: false,
    request: z.object({
      bankCode: z.string().check(z.minLength(1), z.maxLength(32)),
      holderName: z.string().check(z.trim(), z.minLength(2), z.maxLength(100), readable(), singleLine()),
      accountNumber: z.string().check(
        z.trim(),
        z.refine((v) => ACCOUNT_NUMBER_PATTERN.test(v), { params: { key: 'validation.accountNumber' } }),
      ),
    }),
    response: bankCardSchema,
  }),
  /** a POST, not a DELETE: the payment password travels in an encrypted body, never in a query string */
  removeBankCard: endpoint({
    method: 'POST',
    path: '/wps/withdraw/cards/remove',
    auth: true,
    encrypted: true,
    request: z.object({ cardId: z.number().check(z.int(), z.positive()), paymentPassword: anyPassword }),
    response: ok,
  }),
  withdrawInfo: endpoint({
    method: 'GET',
    path: '/wps/withdraw/info',
    auth: true,
    encrypted: false,
    request: none,
    response: withdrawInfoSchema,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/wps/withdraw',
    auth: true,
    encrypted: true,
    idempotent: true,
    request: z.object({ amount, cardId: z.number().check(z.int(), z.positive()), paymentPassword: anyPassword, forfeitBonus: z.optional(z.boolean()) }),
    response: withdrawalSchema,
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/wps/withdraw/list',
    auth: true,
    encrypted: false,
    request: z.object({ page: z.optional(queryInt(1, 100_000)), pageSize: z.optional(queryInt(1, 50)) }),
    response: page(withdrawalSchema),
  }),
  confirmWithdrawalReceipt: endpoint({
    method: 'POST',
    path: '/wps/withdraw/receipt',
    auth: true,
    encrypted: false,
    request: z.object({
      id: z.number().check(z.int(), z.positive()),
      choice: z.enum(receiptChoices),
      proofIds: z.optional(z.array(z.string().check(z.regex(UPLOAD_ID_PATTERN))).check(z.maxLength(MAX_PROOFS))),
    }),
    response: withdrawalSchema,
  }),
  uplineInfo: endpoint({
    method: 'GET',
    path: '/wps/withdraw/upline',
    auth: true,
    encrypted: false,
    request: none,
    response: uplineInfoSchema,
  }),
  transferToUpline: endpoint({
    method: 'POST',
    path: '/wps/withdraw/upline',
    auth: true,
    encrypted: true,
    idempotent: true,
    request: z.object({ amount, paymentPassword: anyPassword }),
    response: uplineReceiptSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
