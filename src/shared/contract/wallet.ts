import * as z from 'zod/mini';
import { endpoint, none, type endpoint as EndpointFn } from './endpoint';

/** The member's money. */

export const balanceSchema = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  unreadMessages: z.number(),
});
export type Balance = z.infer<typeof balanceSchema>;


/*
 * Transfer wallets (spec: "merchant wallet: value.isSingle", "wallet
 * transfer", "consolidated funds"). A brand with a single wallet plays every
 * vendor from the main wallet; otherwise each transfer-wallet vendor has a
 * wallet of its own, filled from the main wallet (transfer in) and emptied
 * back into it (transfer out, or "recall all").
 */

/** Why a wallet call was refused (`value.reason`; INSUFFICIENT_FUNDS has its own code). */
export const walletFailureReasons = ['singleWallet', 'unknownVendor'] as const;
export type WalletFailureReason = (typeof walletFailureReasons)[number];

export const merchantWalletSchema = z.object({
  /** true: the brand keeps one wallet for every vendor (no transfers) */
  isSingle: z.boolean(),
});

export const vendorWalletSchema = z.object({
  vendor: z.string(),
  name: z.string(),
  category: z.string(),
  balance: z.number(),
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

export const walletsSchema = z.object({
  isSingle: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** the main wallet, major units */
  main: z.number(),
  /** one per transfer-wallet vendor (none when the brand has a single wallet) */
  wallets: z.array(vendorWalletSchema),
});
export type Wallets = z.infer<typeof walletsSchema>;

/** `in`: main → the vendor's wallet; `out`: the vendor's wallet → main. */
export const transferDirections = ['in', 'out'] as const;
export type TransferDirection = (typeof transferDirections)[number];

export const walletTransferSchema = z.object({
  direction: z.enum(transferDirections),
  vendor: z.string().check(z.minLength(1), z.maxLength(32)),
  /** whole major units */
  amount: z.number().check(z.int(), z.positive(), z.lte(1_000_000_000_000)),
});
export type WalletTransferRequest = z.infer<typeof walletTransferSchema>;

export const walletRecallSchema = z.object({
  /** what came back to the main wallet, major units (0: the vendor wallets were empty) */
  recalled: z.number(),
  wallets: walletsSchema,
});

export const consolidatedFundsSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  /** everything the member holds: main + held + vendor wallets */
  total: z.number(),
  /** the main wallet: what can be played or withdrawn now */
  available: z.number(),
  /** held for pending withdrawals */
  held: z.number(),
  /** bonuses whose turnover is not met yet (part of the main wallet) */
  bonusLocked: z.number(),
  /** the sum of the vendor wallets */
  inVendors: z.number(),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

export const walletApi = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: true,
    encrypted: false,
    request: none,
    response: balanceSchema,
  }),
  merchantWallet: endpoint({
    method: 'GET',
    path: '/wps/wallet/merchant',
    auth: true,
    encrypted: false,
    request: none,
    response: merchantWalletSchema,
  }),
  wallets: endpoint({
    method: 'GET',
    path: '/wps/wallet/wallets',
    auth: true,
    encrypted: false,
    request: none,
    response: walletsSchema,
  }),
  walletTransfer: endpoint({
    method: 'POST',
    path: '/wps/wallet/transfer',
    auth: true,
    encrypted: false,
    idempotent: true,
    request: walletTransferSchema,
    response: walletsSchema,
  }),
  walletRecall: endpoint({
    method: 'POST',
    path: '/wps/wallet/recall',
    auth: true,
    encrypted: false,
    idempotent: true,
    request: none,
    response: walletRecallSchema,
  }),
  consolidatedFunds: endpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: true,
    encrypted: false,
    request: none,
    response: consolidatedFundsSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
