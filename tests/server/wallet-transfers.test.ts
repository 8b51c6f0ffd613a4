import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, merchants } from '../../server/src/db/schema';
import { grantBonus } from '../../server/src/modules/records/bonuses';
import { accountOf, balancesOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { walletRecall } from '../../server/src/modules/wallet/transfer-wallets';
import { api } from '../../src/shared/contract/api';
import type { ConsolidatedFunds, Wallets } from '../../src/shared/contract/wallet';
import { call, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  value: T;
  code?: string;
}

describe('transfer wallets', () => {
  let s: TestServer;
  let token: string;
  let memberId: number;

  const idem = (key = randomUUID()) => ({ 'idempotency-key': key });
  const wallets = async () => (await call<Envelope<Wallets>>(s, api.wallets, {}, { token })).body.value;
  const move = (body: Record<string, unknown>, key = randomUUID()) => call<Envelope<Wallets> & { value: { reason?: string } }>(s, api.walletTransfer, body, { token, headers: idem(key) });
  const vendorBalance = (w: Wallets, vendor: string) => w.wallets.find((x) => x.vendor === vendor)?.balance;

  beforeAll(async () => {
    s = await startTestServer();
    const username = `wallet${Math.random().toString(36).slice(2, 8)}`;
    const registered = await call<Envelope<{ token: string; user: { id: number } }>>(s, api.register, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      termsAccepted: true,
    });
    token = registered.body.value.token;
    memberId = registered.body.value.user.id;
    await transfer(s.db, {
      idempotencyKey: `test:wallets:${memberId}:deposit`,
      kind: 'deposit',
      from: await houseAccountOf(s.db, 'LOTUS', 'cash'),
      to: await accountOf(s.db, memberId, 'main'),
      amount: 100_000_000n,
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers the merchant wallet (not single for the reference brand) and one wallet per transfer-wallet vendor', async () => {
    const merchant = await call<Envelope<{ isSingle: boolean }>>(s, api.merchantWallet, {}, { token });
    expect(merchant.body.value).toEqual({ isSingle: false });
    const w = await wallets();
    expect(w).toMatchObject({ isSingle: false, currency: 'VND', currencySymbol: '₫', main: 1_000_000 });
    expect(w.wallets.map((x) => x.vendor)).toEqual(['RYL', 'LSP', 'JDS', 'TLC', 'IMES']);
    expect(w.wallets.every((x) => x.balance === 0)).toBe(true);
  });

  it('transfers in and out through the ledger; a repeat of the call moves the money once', async () => {
    const key = randomUUID();
    const first = await move({ direction: 'in', vendor: 'RYL', amount: 300_000 }, key);
    expect(first.status).toBe(200);
    expect(first.body.value.main).toBe(700_000);
    expect(vendorBalance(first.body.value, 'RYL')).toBe(300_000);
    const again = await move({ direction: 'in', vendor: 'RYL', amount: 300_000 }, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.value).toEqual(first.body.value);
    const rows = await s.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `wallet:${memberId}:${key}`));
    expect(rows.map((r) => r.kind)).toEqual(['transfer_in']);
    expect((await balancesOf(s.db, memberId)).main).toBe(70_000_000n);

    const out = await move({ direction: 'out', vendor: 'RYL', amount: 100_000 });
    expect(out.body.value.main).toBe(800_000);
    expect(vendorBalance(out.body.value, 'RYL')).toBe(200_000);
  });

  it('refuses more than the paying wallet holds, an unknown vendor, and a call without its key', async () => {
    const tooMuch = await move({ direction: 'in', vendor: 'LSP', amount: 5_000_000 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('INSUFFICIENT_FUNDS');
    const overOut = await move({ direction: 'out', vendor: 'RYL', amount: 200_001 });
    expect(overOut.body.code).toBe('INSUFFICIENT_FUNDS');
    const unknown = await move({ direction: 'in', vendor: 'XGS', amount: 1000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.value.reason).toBe('unknownVendor');
    const noKey = await call<Envelope<null>>(s, api.walletTransfer, { direction: 'in', vendor: 'RYL', amount: 1000 }, { token });
    expect(noKey.status).toBe(400);
    const zero = await move({ direction: 'in', vendor: 'RYL', amount: 0 });
    expect(zero.status).toBe(400);
    const w = await wallets();
    expect(w.main).toBe(800_000);
    expect(vendorBalance(w, 'RYL')).toBe(200_000);
  });

  it('recalls every vendor wallet to main in one call; a repeat, or the same call run again, moves nothing more', async () => {
    await move({ direction: 'in', vendor: 'LSP', amount: 50_000 });
    const key = randomUUID();
    const recall = await call<Envelope<{ recalled: number; wallets: Wallets }>>(s, api.walletRecall, {}, { token, headers: idem(key) });
    expect(recall.status).toBe(200);
    expect(recall.body.value.recalled).toBe(250_000);
    expect(recall.body.value.wallets.main).toBe(1_000_000);
    expect(recall.body.value.wallets.wallets.every((x) => x.balance === 0)).toBe(true);
    const replay = await call<Envelope<{ recalled: number }>>(s, api.walletRecall, {}, { token, headers: idem(key) });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.value.recalled).toBe(250_000);
    // the handler run a second time with the same key (its instance died before the answer was kept)
    await move({ direction: 'in', vendor: 'JDS', amount: 10_000 });
    const rerun = await walletRecall(s.db, { id: memberId, merchantCode: 'LOTUS' }, key);
    expect(rerun.recalled).toBe(10_000);
    const movements = await s.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `wallet:${memberId}:${key}:recall:%`));
    expect(movements).toHaveLength(3);
    expect((await balancesOf(s.db, memberId)).main).toBe(100_000_000n);
    const empty = await call<Envelope<{ recalled: number }>>(s, api.walletRecall, {}, { token, headers: idem() });
    expect(empty.body.value.recalled).toBe(0);
  });

  it('adds up the consolidated funds: main, held, vendor wallets, and bonus still locked by its turnover', async () => {
    await move({ direction: 'in', vendor: 'TLC', amount: 100_000 });
    await transfer(s.db, {
      idempotencyKey: `test:wallets:${memberId}:hold`,
      kind: 'hold',
      from: await accountOf(s.db, memberId, 'main'),
      to: await accountOf(s.db, memberId, 'hold'),
      amount: 5_000_000n,
    });
    await grantBonus(s.db, { memberId, merchantCode: 'LOTUS', reason: 'welcome', amount: 2_000_000n, turnoverMultiple: 10, key: `test:${memberId}:welcome` });
    const funds = (await call<Envelope<ConsolidatedFunds>>(s, api.consolidatedFunds, {}, { token })).body.value;
    expect(funds).toEqual({
      currency: 'VND',
      currencySymbol: '₫',
      total: 1_020_000,
      available: 870_000,
      held: 50_000,
      bonusLocked: 20_000,
      inVendors: 100_000,
    });
  });

  it('a single-wallet brand offers no vendor wallets and refuses transfers, but still recalls what was left', async () => {
    await s.db.update(merchants).set({ singleWallet: true }).where(eq(merchants.code, 'LOTUS'));
    try {
      expect((await call<Envelope<{ isSingle: boolean }>>(s, api.merchantWallet, {}, { token })).body.value.isSingle).toBe(true);
      const w = await wallets();
      expect(w.isSingle).toBe(true);
      expect(w.wallets).toEqual([]);
      const refused = await move({ direction: 'in', vendor: 'RYL', amount: 1000 });
      expect(refused.status).toBe(403);
      expect(refused.body.value.reason).toBe('singleWallet');
      const recall = await call<Envelope<{ recalled: number }>>(s, api.walletRecall, {}, { token, headers: idem() });
      expect(recall.body.value.recalled).toBe(100_000);
    } finally {
      await s.db.update(merchants).set({ singleWallet: false }).where(eq(merchants.code, 'LOTUS'));
    }
  });

  it('needs a session', async () => {
    expect((await call(s, api.wallets, {})).status).toBe(401);
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkLedger(s.db)).toEqual([]);
    const [row] = await s.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions).where(like(ledgerTransactions.kind, 'transfer_%'));
    expect(row?.n).toBeGreaterThanOrEqual(8);
  });
});
