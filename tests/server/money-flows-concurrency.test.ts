import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { withdrawSettings } from '../../server/src/db/schema';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/src/lib/callback-signature';
import { toMinor } from '../../server/src/lib/money';
import { sandboxSecret } from '../../server/src/modules/deposit/provider-secret';
import { SANDBOX_CALLBACK_PATH } from '../../server/src/modules/deposit/routes';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { accountOf, balancesOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { api } from '../../src/shared/contract/api';
import type { Endpoint } from '../../src/shared/contract/endpoint';
import { operatorApi } from '../../src/shared/contract/operator';
import { withdrawOperatorApi } from '../../src/shared/contract/withdraw-operator';
import { call, startTestServer, type TestServer } from './helpers';

/*
 * The money flows hammered through the real HTTP calls, at once, from many
 * members: deposits (an order, then the provider's signed callback, sent
 * twice at once or again later), withdrawals (held, then approved and paid
 * or rejected by staff while the member goes on), transfers to and from a
 * game wallet, in-house bets, each with replays of its Idempotency-Key (at
 * once and later). A model applies what each call reports as done exactly
 * once; at the end every wallet must equal it to the unit, nothing may be
 * negative, and the ledger's consistency check must find nothing.
 */

const MEMBERS = 12;
// PGlite runs one statement at a time: fewer calls there keep the suite quick
const OPERATIONS = Number(process.env.MONEY_FLOWS_OPERATIONS ?? (process.env.DATABASE_URL ? 2000 : 800));
const IN_FLIGHT = 12;
const PIN = '135790';
const VENDOR = 'LSP';

interface Envelope<T> {
  success: boolean;
  value: T;
  code?: string;
}

interface Player {
  id: number;
  token: string;
  session: string;
  cardId: number;
  /** what the model expects, minor units */
  main: bigint;
  hold: bigint;
  vendor: bigint;
  /** withdrawals still held: id → amount held (minor) */
  held: Map<number, bigint>;
}

describe('money flows under concurrent load', () => {
  let s: TestServer;
  let secret: string;
  let cashier: string;
  const players: Player[] = [];
  const counts: Record<string, number> = {};
  const count = (what: string) => {
    counts[what] = (counts[what] ?? 0) + 1;
  };

  let seed = 20_261_125;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((seed / 2_147_483_648) * n);
  };

  const memberCall = <T,>(endpoint: Endpoint, p: Player, input: Record<string, unknown>, key?: string) =>
    call<Envelope<T>>(s, endpoint, input, { token: p.token, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  const replayed = (r: { headers: Record<string, unknown> }) => r.headers['idempotent-replayed'] === 'true';

  async function callback(body: Record<string, unknown>) {
    const raw = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    const r = await s.app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signCallback(secret, timestamp, raw) },
      payload: raw,
    });
    return { status: r.statusCode, body: r.json<Envelope<{ outcome: string; state: string }>>() };
  }

  beforeAll(async () => {
    s = await startTestServer();
    secret = await sandboxSecret(s.db, s.config);
    // the daily count would refuse most of this test's withdrawals; no demo rule approves them by itself
    await s.db.update(withdrawSettings).set({ dailyCount: 100_000, autoApproveBelow: null });
    cashier = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'cashier', password: 'Cashier1234' })).body.value.token;
    for (let i = 0; i < MEMBERS; i += 1) {
      const username = `flow${i}${randomUUID().slice(0, 6)}`;
      const r = await call<Envelope<{ token: string }>>(s, api.register, {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        registerMethod: 'WEB',
        login: true,
        ageConfirmed: true,
        termsAccepted: true,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const token = r.body.value.token;
      const id = (await findMemberByAccount(s.db, 'LOTUS', username))!.id;
      const opening = toMinor(2_000_000);
      await transfer(s.db, { idempotencyKey: `test:flows:${id}:open`, kind: 'deposit', from: await houseAccountOf(s.db, 'LOTUS', 'cash'), to: await accountOf(s.db, id, 'main'), amount: opening });
      const p: Player = { id, token, session: '', cardId: 0, main: opening, hold: 0n, vendor: 0n, held: new Map() };
      expect((await memberCall(api.setPaymentPassword, p, { loginPassword: 'Secret123', paymentPassword: PIN, confirmPaymentPassword: PIN })).status).toBe(200);
      const card = await memberCall<{ id: number }>(api.bindBankCard, p, { bankCode: 'VCB', holderName: `Player ${i}`, accountNumber: `97040000${String(i).padStart(4, '0')}` });
      expect(card.status, JSON.stringify(card.body)).toBe(200);
      p.cardId = card.body.value.id;
      const launched = await memberCall<{ game_url: string }>(api.launchGameV2, p, { nodeId: 'XGS-DICE', gameId: 'XGS_DICE', vassalage: 'XGS' });
      p.session = new URL(launched.body.value.game_url, 'http://x').searchParams.get('session') ?? '';
      players.push(p);
    }
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  /** A used key, kept to be replayed later: the call, its first answer's effect already applied. */
  const used: Array<(p: Player) => Promise<void>> = [];

  const deposit = async (p: Player) => {
    const amount = 50_000 * (1 + random(20));
    const key = randomUUID();
    const created = await memberCall<{ id: number; reference: string }>(api.createDeposit, p, { channel: 'bank', amount }, key);
    if (created.status !== 200) return count(`deposit refused ${created.body.code}`);
    const body = { callbackId: randomUUID(), reference: created.body.value.reference, status: 'paid', amount, currency: 'VND' };
    // the provider's callback, sometimes twice at once
    const answers = await Promise.all(random(3) === 0 ? [callback(body), callback(body)] : [callback(body)]);
    const credited = answers.filter((a) => a.status === 200 && a.body.value.outcome === 'credited').length;
    expect(credited).toBe(1);
    p.main += toMinor(amount);
    count('deposit');
    used.push(async () => {
      const again = await callback({ ...body, callbackId: randomUUID() });
      expect(again.body.value.outcome).toBe('alreadySettled');
      count('deposit callback repeated');
    });
  };

  const withdraw = async (p: Player) => {
    const amount = 100_000 * (1 + random(5));
    const key = randomUUID();
    const input = { amount, cardId: p.cardId, paymentPassword: PIN };
    const burst = random(4) === 0 ? 2 : 1;
    const answers = await Promise.all(Array.from({ length: burst }, () => memberCall<{ id: number }>(api.withdraw, p, input, key)));
    const first = answers.filter((a) => a.status === 200 && !replayed(a));
    for (const a of answers) if (a.status !== 200) count(`withdraw refused ${a.body.code}`);
    expect(first.length).toBeLessThanOrEqual(1);
    if (first.length === 0) return;
    const id = first[0]!.body.value.id;
    p.main -= toMinor(amount);
    p.hold += toMinor(amount);
    p.held.set(id, toMinor(amount));
    count('withdraw');
    used.push(async () => {
      const again = await memberCall<{ id: number }>(api.withdraw, p, input, key);
      expect(replayed(again)).toBe(true);
      expect(again.body.value.id).toBe(id);
      count('withdraw replayed');
    });
  };

  const review = async (p: Player) => {
    const [id, amount] = [...p.held.entries()][random(Math.max(1, p.held.size))] ?? [];
    if (id === undefined || amount === undefined) return;
    p.held.delete(id);
    if (random(2) === 0) {
      const r = await call<Envelope<{ state: string }>>(s, withdrawOperatorApi.operatorRejectWithdrawal, { id, reason: 'Card details do not match' }, { token: cashier });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      p.main += amount;
      p.hold -= amount;
      count('withdrawal rejected');
    } else {
      const approved = await call(s, withdrawOperatorApi.operatorApproveWithdrawal, { id }, { token: cashier });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const requestId = randomUUID().replaceAll('-', '');
      const paid = await Promise.all([0, 1].map(() => call(s, withdrawOperatorApi.operatorDisburseWithdrawal, { id, amount: Number(amount / 100n), requestId }, { token: cashier })));
      expect(paid.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
      p.hold -= amount;
      count('withdrawal paid');
    }
  };

  const moveWallet = async (p: Player) => {
    const direction = random(2) === 0 ? 'in' : 'out';
    const amount = 10_000 * (1 + random(30));
    const key = randomUUID();
    const input = { vendor: VENDOR, direction, amount };
    const r = await memberCall(api.walletTransfer, p, input, key);
    if (r.status !== 200) return count(`wallet refused ${r.body.code}`);
    const minor = toMinor(amount);
    if (direction === 'in') [p.main, p.vendor] = [p.main - minor, p.vendor + minor];
    else [p.main, p.vendor] = [p.main + minor, p.vendor - minor];
    count(`wallet ${direction}`);
    used.push(async () => {
      const again = await memberCall(api.walletTransfer, p, input, key);
      expect(replayed(again)).toBe(true);
      count('wallet replayed');
    });
  };

  const bet = async (p: Player) => {
    const input = { roundId: `flow-${randomUUID()}`, stake: 5_000 * (1 + random(10)), target: 50, direction: 'under' };
    const headers = { 'x-game-session': p.session };
    const burst = random(4) === 0 ? 2 : 1;
    const answers = await Promise.all(Array.from({ length: burst }, () => call<Envelope<{ round: { stake: number; payout: number } }>>(s, api.inhousePlay, input, { headers })));
    const ok = answers.find((a) => a.status === 200);
    if (!ok) return count(`bet refused ${answers[0]?.body.code}`);
    // a repeated round id is the same round: applied once
    p.main += toMinor(ok.body.value.round.payout) - toMinor(ok.body.value.round.stake);
    count('bet');
  };

  it(`keeps every wallet to the unit through ${OPERATIONS} concurrent calls of every money flow, with replays`, async () => {
    const flows = [deposit, withdraw, withdraw, review, moveWallet, moveWallet, bet, bet, bet];
    // IN_FLIGHT callers, each for one member at a time (as one browser's calls are in order); replays of any member's keys in between
    let left = OPERATIONS;
    const started = Date.now();
    const caller = async (index: number) => {
      while (left > 0 && Date.now() - started < 240_000) {
        left -= 1;
        const replay = used.length > 0 && random(8) === 0 ? used.splice(random(used.length), 1)[0]! : null;
        await (replay ?? flows[random(flows.length)]!)(players[index % players.length]!);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, i) => caller(i)));
    expect(left).toBe(0);

    for (const p of players) {
      const balances = await balancesOf(s.db, p.id);
      expect({ main: balances.main, hold: balances.hold, vendor: balances.vendors[VENDOR] ?? 0n }).toEqual({ main: p.main, hold: p.hold, vendor: p.vendor });
    }
    // the consistency check below proves each balance equals its postings
    const [negative] = await queryRows<{ n: number | string }>(s.db, sql`select count(*) as n from wallet_accounts where member_id is not null and balance < 0`);
    expect(Number(negative!.n)).toBe(0);
    expect(await checkLedger(s.db)).toEqual([]);
    // every flow ran, and so did the replays
    for (const what of ['deposit', 'withdraw', 'withdrawal rejected', 'withdrawal paid', 'wallet in', 'wallet out', 'bet', 'withdraw replayed', 'deposit callback repeated']) {
      expect(counts[what] ?? 0, what).toBeGreaterThan(0);
    }
    console.info(`money flows on ${s.kind ?? 'the test database'}: ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
  }, 300_000);
});
