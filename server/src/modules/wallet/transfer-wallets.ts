import { and, asc, eq, like } from 'drizzle-orm';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import type { WalletTransferRequest } from '../../../../src/shared/contract/wallet';
import type { Db } from '../../db/client';
import { gameVendors, ledgerTransactions, merchants } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor, toMinor } from '../../lib/money';
import { lockedBonus } from '../records/bonuses';
import { accountOf, balancesOf } from './accounts';
import { currencySymbolOf } from './balance';
import { transfer } from './ledger';
import { passGate } from '../protection/gate';

/*
 * Transfer wallets (docs/money.md): a member's wallet at each vendor that
 * keeps one (`game_vendors.transfer_wallet`), unless the brand's merchant
 * wallet is single (`merchants.single_wallet`, the spec's isSingle). Money
 * moves main → vendor (`transfer_in`) and back (`transfer_out`) through the
 * ledger, keyed by the call's Idempotency-Key.
 */

type Member = { id: number; merchantCode: string };

export async function isSingleWallet(db: Db, merchantCode: string): Promise<boolean> {
  const [row] = await db.select({ single: merchants.singleWallet }).from(merchants).where(eq(merchants.code, merchantCode));
  return row?.single ?? false;
}

/** The brand's transfer-wallet vendors, in the lobby's order. */
export async function transferWalletVendors(db: Db, merchantCode: string) {
  const rows = await db
    .select({ code: gameVendors.code, name: gameVendors.name, category: gameVendors.category })
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.transferWallet, true), eq(gameVendors.enabled, true)))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id));
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.code) && seen.add(r.code));
}

/** My wallet: the main wallet and, unless the brand has a single wallet, one wallet per transfer-wallet vendor. */
export async function walletsOf(db: Db, member: Member): Promise<ResponseOf<typeof api.wallets>> {
  const [single, vendors, balances, currencySymbol] = await Promise.all([
    isSingleWallet(db, member.merchantCode),
    transferWalletVendors(db, member.merchantCode),
    balancesOf(db, member.id),
    currencySymbolOf(db, member.merchantCode),
  ]);
  return {
    isSingle: single,
    currency: balances.currency,
    currencySymbol,
    main: toMajor(balances.main),
    wallets: single
      ? []
      : vendors.map((v) => ({ vendor: v.code, name: v.name, category: v.category, balance: toMajor(balances.vendors[v.code] ?? 0n) })),
  };
}

const singleRefusal = () =>
  apiError('FORBIDDEN', 'This brand keeps one wallet for every game: there is nothing to transfer.', undefined, { reason: 'singleWallet' });

/**
 * Moves an amount between the main wallet and a vendor's wallet: `in` main
 * → vendor (`transfer_in`), `out` vendor → main (`transfer_out`). Refused
 * for a single-wallet brand, an unknown vendor, or more than the paying
 * wallet holds (INSUFFICIENT_FUNDS). The ledger key comes from the call's
 * Idempotency-Key: the same call twice moves the money once.
 */
export async function walletTransfer(
  db: Db,
  member: Member,
  request: WalletTransferRequest,
  callKey: string,
  /** the site session of the call: the protection gate's session time limit */
  sessionId: number | null = null,
): Promise<ResponseOf<typeof api.walletTransfer>> {
  if (await isSingleWallet(db, member.merchantCode)) throw singleRefusal();
  const vendors = await transferWalletVendors(db, member.merchantCode);
  const vendor = vendors.find((v) => v.code === request.vendor);
  if (!vendor) throw apiError('NOT_FOUND', 'This game vendor has no wallet to transfer to.', undefined, { reason: 'unknownVendor' });
  await db.transaction(async (tx) => {
    const main = await accountOf(tx, member.id, 'main');
    const wallet = await accountOf(tx, member.id, { vendor: vendor.code });
    const into = request.direction === 'in';
    // money into a game passes the protection gate; money back from it never waits
    if (into) await passGate(tx, { member, action: 'transfer', amount: toMinor(request.amount), sessionId });
    await transfer(tx, {
      idempotencyKey: `wallet:${member.id}:${callKey}`,
      kind: into ? 'transfer_in' : 'transfer_out',
      from: into ? main : wallet,
      to: into ? wallet : main,
      amount: toMinor(request.amount),
      memberId: member.id,
      ref: { type: 'vendor_wallet', id: vendor.code },
      memo: into ? `To ${vendor.name}` : `From ${vendor.name}`,
    });
  });
  return walletsOf(db, member);
}

/**
 * Recall all: every vendor wallet's balance back to the main wallet, one
 * `transfer_out` per wallet, all in one transaction. Allowed for a
 * single-wallet brand too (money left in vendor wallets comes home). Run
 * again with the same call key (its instance died after committing), the
 * wallets already recalled by it are skipped: the money moves once.
 */
export async function walletRecall(db: Db, member: Member, callKey: string): Promise<ResponseOf<typeof api.walletRecall>> {
  const keyBase = `wallet:${member.id}:${callKey}:recall:`;
  const names = new Map((await transferWalletVendors(db, member.merchantCode)).map((v) => [v.code, v.name]));
  let recalled = 0n;
  await db.transaction(async (tx) => {
    const done = await tx
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, member.id), like(ledgerTransactions.idempotencyKey, `${keyBase}%`)));
    const already = new Set(done.map((d) => d.key));
    const balances = await balancesOf(tx, member.id);
    const main = await accountOf(tx, member.id, 'main');
    for (const [code, balance] of Object.entries(balances.vendors).sort(([a], [b]) => a.localeCompare(b))) {
      if (balance <= 0n || already.has(keyBase + code)) continue;
      await transfer(tx, {
        idempotencyKey: keyBase + code,
        kind: 'transfer_out',
        from: await accountOf(tx, member.id, { vendor: code }),
        to: main,
        amount: balance,
        memberId: member.id,
        ref: { type: 'vendor_wallet', id: code },
        memo: `Recall from ${names.get(code) ?? code}`,
      });
      recalled += balance;
    }
  });
  return { recalled: toMajor(recalled), wallets: await walletsOf(db, member) };
}

/** Consolidated funds: everything the member holds, and how much of it is free. */
export async function consolidatedFunds(db: Db, member: Member): Promise<ResponseOf<typeof api.consolidatedFunds>> {
  const [balances, locked, currencySymbol] = await Promise.all([
    balancesOf(db, member.id),
    lockedBonus(db, member.id),
    currencySymbolOf(db, member.merchantCode),
  ]);
  const inVendors = Object.values(balances.vendors).reduce((sum, b) => sum + b, 0n);
  return {
    currency: balances.currency,
    currencySymbol,
    total: toMajor(balances.main + balances.hold + inVendors),
    available: toMajor(balances.main),
    held: toMajor(balances.hold),
    // a bonus is locked up to what is still in the wallets
    bonusLocked: toMajor(locked < balances.main + inVendors ? locked : balances.main + inVendors),
    inVendors: toMajor(inVendors),
  };
}


