import * as z from 'zod/mini';
import { endpoint, none, type endpoint as EndpointFn } from './endpoint';

/**
 * Deposits (docs/money.md, "Deposits"): the channels a brand offers, a
 * member's orders and their history. Served by `server/src/modules/deposit/`.
 */

export const depositChannelKinds = ['bankTransfer', 'bankQr', 'eWallet', 'scratchCard'] as const;
export type DepositChannelKind = (typeof depositChannelKinds)[number];

export const depositStates = ['pending', 'paid', 'credited', 'expired', 'cancelled', 'failed'] as const;
export type DepositState = (typeof depositStates)[number];

/** Why an order failed (`failureReason`): words of the site, `deposit.failure.<reason>`. */
export const depositFailureReasons = ['cardInvalid', 'cardUsed', 'cardValueMismatch', 'providerFailed'] as const;
export type DepositFailureReason = (typeof depositFailureReasons)[number];

/** An order still waiting for its payment; the others are settled. */
export const isPendingDeposit = (state: DepositState) => state === 'pending';

export const depositChannelSchema = z.object({
  code: z.string(),
  kind: z.enum(depositChannelKinds),
  name: z.string(),
  /** major units */
  min: z.number(),
  max: z.number(),
  quickAmounts: z.array(z.number()),
  /** scratch cards: the telcos and the card values accepted (major units) */
  telcos: z.array(z.string()),
  cardValues: z.array(z.number()),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositChannelsSchema = z.object({
  channels: z.array(depositChannelSchema),
  /** how long an order waits for its payment */
  orderMinutes: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type DepositChannels = z.infer<typeof depositChannelsSchema>;

export const depositOrderSchema = z.object({
  id: z.number(),
  /** the transfer note of a bank transfer and the provider's order reference */
  reference: z.string(),
  channel: z.string(),
  channelName: z.string(),
  kind: z.enum(depositChannelKinds),
  state: z.enum(depositStates),
  /** major units: asked for, paid (as the provider reported), credited */
  amount: z.number(),
  paidAmount: z.nullable(z.number()),
  creditedAmount: z.nullable(z.number()),
  currency: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** seconds left to pay, from the server's clock (0 once settled or overdue) */
  secondsLeft: z.number(),
  settledAt: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  /** bank transfer and QR: where to send the money, with `reference` as the note */
  bank: z.nullable(z.object({ bankName: z.string(), accountNumber: z.string(), accountName: z.string() })),
  /** bank QR: the VietQR (EMVCo) payload to draw */
  qrPayload: z.nullable(z.string()),
  /** e-wallet, bank transfer and QR: the provider's page for this order (a path of this server) */
  payUrl: z.nullable(z.string()),
  /** scratch cards: the card's telco, its serial with all but the last 4 hidden, the declared value */
  card: z.nullable(z.object({ telco: z.string(), serial: z.string(), value: z.number() })),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** The largest amount an order may ask for in any brand (major units); each channel has its own, lower limits. */
export const MAX_DEPOSIT = 1_000_000_000_000;

const wholeAmount = z.number().check(
  z.positive(),
  z.maximum(MAX_DEPOSIT),
  z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { params: { key: 'validation.invalid' } }),
);
const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(32), z.regex(/^[A-Za-z0-9_-]+$/));
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

/** A scratch card as printed: serial and PIN are digits. */
export const cardSchema = z.object({
  telco: code,
  serial: z.string().check(z.trim(), z.regex(/^\d{10,20}$/)),
  pin: z.string().check(z.trim(), z.regex(/^\d{10,20}$/)),
});

export const createDepositSchema = z.object({
  channel: code,
  amount: wholeAmount,
  /** scratch cards only: the card (its value is `amount`) */
  card: z.optional(cardSchema),
});

const orderId = z.object({ id: queryInt(1, 2_147_483_647) });

export const depositApi = {
  depositChannels: endpoint({
    method: 'GET',
    path: '/wps/deposit/channels',
    auth: true,
    encrypted: false,
    request: none,
    response: depositChannelsSchema,
  }),
  createDeposit: endpoint({
    method: 'POST',
    path: '/wps/deposit/orders',
    auth: true,
    encrypted: false,
    idempotent: true,
    request: createDepositSchema,
    response: depositOrderSchema,
  }),
  depositOrder: endpoint({
    method: 'GET',
    path: '/wps/deposit/order',
    auth: true,
    encrypted: false,
    request: orderId,
    response: depositOrderSchema,
  }),
  cancelDeposit: endpoint({
    method: 'POST',
    path: '/wps/deposit/order/cancel',
    auth: true,
    encrypted: false,
    request: z.object({ id: z.number().check(z.int(), z.positive()) }),
    response: depositOrderSchema,
  }),
  depositHistory: endpoint({
    method: 'GET',
    path: '/wps/deposit/orders',
    auth: true,
    encrypted: false,
    request: z.object({
      state: z.optional(z.enum(depositStates)),
      page: z.optional(queryInt(1, 100_000)),
      pageSize: z.optional(queryInt(1, 50)),
    }),
    response: z.object({ items: z.array(depositOrderSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
