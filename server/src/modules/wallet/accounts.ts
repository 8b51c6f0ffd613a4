import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerPostings, members, merchants, walletAccounts } from '../../db/schema';
import { apiError } from '../../http/status';

/*
 * The accounts money moves between (docs/money.md): a member's `main`
 * wallet, `hold` account and `vendor` wallets, and the operator's `house`
 * accounts per merchant and purpose. Every function takes the caller's
 * database or transaction, so an account can be opened inside the
 * transaction that first moves money into it.
 */

export const accountKinds = ['main', 'hold', 'vendor', 'house'] as const;
export type AccountKind = (typeof accountKinds)[number];

/**
 * What the house keeps accounts for, per merchant. Extensible: a new purpose
 * is a new entry here, its account is opened on first use.
 * - cash: clearing of money coming in (deposits) and going out (withdrawals)
 * - games: stakes and wins of the games
 * - bonus, rebate, salary: what the operator gives away
 * - adjustment: corrections by staff
 * - `jackpot:<lottery>:<pool>`: a lottery's jackpot pool (jackpotAccountOf)
 */
export const housePurposes = ['cash', 'games', 'bonus', 'rebate', 'adjustment', 'salary'] as const;
export type HousePurpose = (typeof housePurposes)[number] | `jackpot:${string}:${string}`;
const JACKPOT_PURPOSE = /^jackpot:[A-Z0-9_]{2,32}:[a-z0-9_]{1,32}$/;

/** A member account: the main wallet, the hold account, or the wallet of a transfer-wallet vendor. */
export type MemberAccount = 'main' | 'hold' | { vendor: string };

/** An account as the ledger needs it; take one from `accountOf` or `houseAccountOf`. */
export interface Account {
  id: number;
  kind: AccountKind;
  merchantCode: string;
  /** the owner of a member account; null for house accounts */
  memberId: number | null;
  vendorCode: string | null;
  purpose: string | null;
  currency: string;
}

const accountColumns = {
  id: walletAccounts.id,
  kind: walletAccounts.kind,
  merchantCode: walletAccounts.merchantCode,
  memberId: walletAccounts.memberId,
  vendorCode: walletAccounts.vendorCode,
  purpose: walletAccounts.purpose,
  currency: walletAccounts.currency,
};

const VENDOR_CODE = /^[A-Za-z0-9_-]{1,32}$/;

function asAccount(row: { kind: string } & Omit<Account, 'kind'>): Account {
  return { ...row, kind: row.kind as AccountKind };
}

async function findMemberAccount(db: Db, memberId: number, kind: AccountKind, vendorCode: string | null): Promise<Account | null> {
  const [row] = await db
    .select(accountColumns)
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.memberId, memberId),
        eq(walletAccounts.kind, kind),
        vendorCode === null ? isNull(walletAccounts.vendorCode) : eq(walletAccounts.vendorCode, vendorCode),
      ),
    )
    .limit(1);
  return row ? asAccount(row) : null;
}

/**
 * A member's account, opened on first use (in the brand's currency) with a
 * zero balance: `'main'`, `'hold'` or `{ vendor: 'CODE' }`. An unknown
 * member is a NOT_FOUND.
 */
export async function accountOf(db: Db, memberId: number, which: MemberAccount = 'main'): Promise<Account> {
  const kind: AccountKind = typeof which === 'string' ? which : 'vendor';
  const vendorCode = typeof which === 'string' ? null : which.vendor;
  if (vendorCode !== null && !VENDOR_CODE.test(vendorCode)) throw apiError('BAD_REQUEST', 'This vendor code is not valid.');
  const found = await findMemberAccount(db, memberId, kind, vendorCode);
  if (found) return found;
  const [owner] = await db
    .select({ merchantCode: members.merchantCode, currency: merchants.currency })
    .from(members)
    .innerJoin(merchants, eq(merchants.code, members.merchantCode))
    .where(eq(members.id, memberId));
  if (!owner) throw apiError('NOT_FOUND', 'This account has no wallet.');
  // two first uses at once: one insert wins, the other finds its row
  await db
    .insert(walletAccounts)
    .values({ merchantCode: owner.merchantCode, kind, memberId, vendorCode, currency: owner.currency, balance: 0n })
    .onConflictDoNothing();
  const opened = await findMemberAccount(db, memberId, kind, vendorCode);
  if (!opened) throw new Error(`wallet account ${kind} of member ${memberId} vanished`);
  return opened;
}

async function findHouseAccount(db: Db, merchantCode: string, purpose: string): Promise<Account | null> {
  const [row] = await db
    .select(accountColumns)
    .from(walletAccounts)
    .where(and(eq(walletAccounts.kind, 'house'), eq(walletAccounts.merchantCode, merchantCode), eq(walletAccounts.purpose, purpose)))
    .limit(1);
  return row ? asAccount(row) : null;
}

/** The house account of a merchant for a purpose, opened on first use in the brand's currency. */
export async function houseAccountOf(db: Db, merchantCode: string, purpose: HousePurpose): Promise<Account> {
  if (!(housePurposes as readonly string[]).includes(purpose) && !JACKPOT_PURPOSE.test(purpose)) throw new Error(`unknown house purpose ${purpose}`);
  const found = await findHouseAccount(db, merchantCode, purpose);
  if (found) return found;
  const [merchant] = await db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.code, merchantCode));
  if (!merchant) throw apiError('NOT_FOUND', 'This brand does not exist.');
  await db
    .insert(walletAccounts)
    .values({ merchantCode, kind: 'house', purpose, currency: merchant.currency, balance: null })
    .onConflictDoNothing();
  const opened = await findHouseAccount(db, merchantCode, purpose);
  if (!opened) throw new Error(`house account ${merchantCode}:${purpose} vanished`);
  return opened;
}

export interface MemberBalances {
  currency: string;
  /** the main wallet: what the member can play and withdraw with */
  main: bigint;
  /** held for pending withdrawals */
  hold: bigint;
  /** transfer wallets by vendor code */
  vendors: Record<string, bigint>;
}

/**
 * A member's balances in minor units, read from the cached balances of the
 * member's accounts (no account opened: a wallet never used reads zero). A
 * member without any account (the free-play template) is a NOT_FOUND.
 */
export async function balancesOf(db: Db, memberId: number): Promise<MemberBalances> {
  const rows = await db
    .select({ kind: walletAccounts.kind, vendorCode: walletAccounts.vendorCode, balance: walletAccounts.balance, currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(eq(walletAccounts.memberId, memberId))
    .orderBy(asc(walletAccounts.id));
  if (rows.length === 0) throw apiError('NOT_FOUND', 'This account has no wallet.');
  const balances: MemberBalances = { currency: rows[0]?.currency ?? '', main: 0n, hold: 0n, vendors: {} };
  for (const row of rows) {
    const balance = row.balance ?? 0n;
    if (row.kind === 'main') {
      balances.main = balance;
      balances.currency = row.currency;
    } else if (row.kind === 'hold') balances.hold = balance;
    else if (row.kind === 'vendor' && row.vendorCode) balances.vendors[row.vendorCode] = balance;
  }
  return balances;
}

/** The account of a lottery's jackpot pool for a brand (a house account: what the pool holds is the sum of its postings). */
export const jackpotAccountOf = (db: Db, merchantCode: string, lotteryCode: string, pool: string): Promise<Account> =>
  houseAccountOf(db, merchantCode, `jackpot:${lotteryCode}:${pool}`);

/** What a house account holds: the sum of its postings (house accounts cache no balance). */
export async function houseBalanceOf(db: Db, account: Pick<Account, 'id'>): Promise<bigint> {
  const [row] = await db.select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` }).from(ledgerPostings).where(eq(ledgerPostings.accountId, account.id));
  return BigInt(row?.sum ?? '0');
}

/*
 * The two accounts of a bet, read in the statement that reads the rest of
 * the bet (one round trip less each; a hot statement's text is written once,
 * db/hot-statement.ts): `betAccountJoins(member, merchant)` in its from
 * clause (the parameters' places, e.g. '$1'), `BET_ACCOUNT_COLUMNS` in its
 * select list, and each taken from the row with `betAccountOf(row, 'w')`
 * (the member's main wallet) or `'h'` (the brand's games account): null when
 * not open yet, open it with accountOf / houseAccountOf in the same
 * transaction.
 */
type BetAccountSide = 'w' | 'h';
const betAccountColumnsOf = (t: BetAccountSide) =>
  `${t}.id as ${t}_id, ${t}.kind as ${t}_kind, ${t}.merchant_code as ${t}_merchant, ${t}.member_id as ${t}_member, ${t}.vendor_code as ${t}_vendor, ${t}.purpose as ${t}_purpose, ${t}.currency as ${t}_currency`;
export const BET_ACCOUNT_COLUMNS = `${betAccountColumnsOf('w')}, ${betAccountColumnsOf('h')}`;
export const betAccountJoins = (member: string, merchant: string) =>
  `left join wallet_accounts w on w.member_id = ${member} and w.kind = 'main' and w.vendor_code is null
    left join wallet_accounts h on h.kind = 'house' and h.merchant_code = ${merchant} and h.purpose = 'games'`;
export type BetAccountRow = Record<`${BetAccountSide}_${'id' | 'kind' | 'merchant' | 'member' | 'vendor' | 'purpose' | 'currency'}`, unknown>;
export function betAccountOf(row: BetAccountRow, t: BetAccountSide): Account | null {
  return joinedAccount({
    id: row[`${t}_id`] as number | null,
    kind: row[`${t}_kind`] as string | null,
    merchantCode: row[`${t}_merchant`] as string | null,
    memberId: row[`${t}_member`] as number | null,
    vendorCode: row[`${t}_vendor`] as string | null,
    purpose: row[`${t}_purpose`] as string | null,
    currency: row[`${t}_currency`] as string | null,
  });
}

/** An account read by a join (null when the join found none). */
function joinedAccount(
  row: { id: number | null; kind: string | null; merchantCode: string | null; memberId: number | null; vendorCode: string | null; purpose: string | null; currency: string | null } | null,
): Account | null {
  if (!row || row.id === null || row.kind === null || row.merchantCode === null || row.currency === null) return null;
  return { ...row, id: row.id, kind: row.kind as AccountKind, merchantCode: row.merchantCode, currency: row.currency };
}
