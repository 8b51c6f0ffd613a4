import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { members, protectionLimitHits } from '../../server/src/db/schema';
import { toMinor } from '../../server/src/lib/money';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { startBlock } from '../../server/src/modules/protection/blocks';
import { createSession } from '../../server/src/modules/session/sessions';
import { accountOf, balancesOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { transferToUpline } from '../../server/src/modules/withdraw/upline';
import { setPaymentPassword } from '../../server/src/modules/withdraw/payment-password';
import { api } from '../../src/shared/contract/api';
import { operatorApi } from '../../src/shared/contract/operator';
import { noBrandRules, type BrandRules, type Protection } from '../../src/shared/contract/protection';
import { protectionOperatorApi } from '../../src/shared/contract/protection-operator';
import { call, startTestServer, type TestServer } from './helpers';

type Envelope<T> = { success: boolean; value: T; code?: string; message: string };

/**
 * An agent's transfer to a member of its downline is a deposit of the player
 * in substance: it passes the player's protection gate (time-out, exclusion,
 * deposit and loss limits, the brand's deposit caps, under the player's
 * lock), counts in the player's figures, and the agent is told one code,
 * PLAYER_PROTECTED, never the player's own reason.
 */
describe('player protection: an agent’s transfer to its downline', () => {
  let s: TestServer;
  let hash: string;
  let admin: string;
  const PIN = '246810';

  async function member(isAgent: number, uplineId: number | null, funds = 0) {
    const account = `pa${Math.random().toString(36).slice(2, 10)}`;
    const [m] = await s.db.insert(members).values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: hash, isAgent, uplineId }).returning({ id: members.id });
    const id = m!.id;
    const main = await accountOf(s.db, id, 'main');
    if (funds > 0) {
      await transfer(s.db, { idempotencyKey: `test:${account}`, kind: 'deposit', from: await houseAccountOf(s.db, 'LOTUS', 'cash'), to: main, amount: toMinor(funds) });
    }
    await setPaymentPassword(s.db, id, { loginPassword: 'Agent1234', paymentPassword: PIN, confirmPaymentPassword: PIN });
    const token = await createSession(s.db, id, 1, { ip: '127.0.0.1', userAgent: 'test' });
    return { id, account, token };
  }
  /** an agent with money, a sub-agent under it and a player under the sub-agent (in both their downlines) */
  async function team() {
    const agent = await member(1, null, 10_000_000);
    const sub = await member(2, agent.id, 10_000_000);
    const player = await member(0, sub.id);
    return { agent, sub, player };
  }
  const send = (from: { token: string }, to: { account: string }, amount: number, key = randomUUID()) =>
    call<Envelope<{ transactionId: number; amount: number }>>(s, api.agentTransferToDownline, { toAccount: to.account, amount, paymentPassword: PIN }, { token: from.token, headers: { 'idempotency-key': key } });
  const mainOf = async (id: number) => (await balancesOf(s.db, id)).main;
  const hitsOf = (id: number) => s.db.select({ code: protectionLimitHits.code, action: protectionLimitHits.action }).from(protectionLimitHits).where(eq(protectionLimitHits.memberId, id));
  const transfersTo = async (id: number) =>
    (await queryRows<{ n: number }>(s.db, sql`select count(*)::int as n from ledger_transactions where kind = 'transfer' and ref_type = 'member' and ref_id = ${String(id)}`))[0]!.n;
  const setRules = (rules: Partial<BrandRules>) =>
    call(s, protectionOperatorApi.operatorSetBrandRules, { merchantCode: 'LOTUS', rules: { ...noBrandRules, depositDay: 500_000_000, maxStake: 100_000_000, ...rules }, reason: 'Licence conditions of the brand' }, { token: admin });

  /** the refusal the agent sees: one code and words, nothing of the player's reason */
  function refusedPrivately(result: { status: number; body: Envelope<unknown> }) {
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ success: false, code: 'PLAYER_PROTECTED', message: 'This player cannot receive a transfer at the moment.', value: null });
  }

  beforeAll(async () => {
    s = await startTestServer();
    hash = (await findMemberByAccount(s.db, 'LOTUS', 'agent'))!.passwordHash;
    admin = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'operator', password: 'Operator1234' })).body.value.token;
  }, 60_000);
  afterEach(async () => {
    await setRules({});
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses a transfer to a player on a time-out or a self-exclusion, and nothing moves', async () => {
    const { agent, player } = await team();
    expect((await send(agent, player, 100_000)).status).toBe(200);
    await startBlock(s.db, { id: player.id, merchantCode: 'LOTUS' }, { kind: 'timeOut', duration: '24h', source: 'member' });
    refusedPrivately(await send(agent, player, 50_000));
    expect(await mainOf(player.id)).toBe(toMinor(100_000));
    expect(await mainOf(agent.id)).toBe(toMinor(9_900_000));
    expect(await transfersTo(player.id)).toBe(1);

    const other = await team();
    await startBlock(s.db, { id: other.player.id, merchantCode: 'LOTUS' }, { kind: 'selfExclusion', duration: 'permanent', source: 'operator' });
    const refused = await send(other.sub, other.player, 50_000);
    refusedPrivately(refused);
    expect(JSON.stringify(refused.body)).not.toMatch(/exclu|time-out|until/i);
    expect(await mainOf(other.player.id)).toBe(0n);
    expect(await mainOf(other.sub.id)).toBe(toMinor(10_000_000));
    // a block is not a limit hit (as for the player's own deposit)
    expect(await hitsOf(other.player.id)).toEqual([]);
  });

  it('applies the player’s deposit limit, counts the transfer in the player’s figures, and keeps the hit for the report', async () => {
    const { agent, sub, player } = await team();
    expect((await call(s, api.setLimit, { kind: 'deposit', period: 'day', value: 100_000 }, { token: player.token })).status).toBe(200);
    expect((await send(agent, player, 60_000)).status).toBe(200);
    const over = await send(sub, player, 50_000);
    refusedPrivately(over);
    expect(await mainOf(player.id)).toBe(toMinor(60_000));
    expect(await hitsOf(player.id)).toEqual([{ code: 'LIMIT_DEPOSIT', action: 'agentTransfer' }]);
    // the player's own figures: the transfer is a deposit of the day, and of the account's history
    const own = (await call<Envelope<Protection>>(s, api.protection, {}, { token: player.token })).body.value;
    expect(own.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({ value: 100_000, used: 60_000 });
    expect(own.history.netDeposits30Days).toBe(60_000);
    // and the player's own deposit sees it: 60,000 + 50,000 passes the limit
    const deposit = await call<Envelope<unknown>>(s, api.createDeposit, { channel: 'bank', amount: 50_000 }, { token: player.token, headers: { 'idempotency-key': randomUUID() } });
    expect(deposit.body).toMatchObject({ code: 'LIMIT_DEPOSIT', value: { used: 110_000 } });
    // up to the limit still passes
    expect((await send(sub, player, 40_000)).status).toBe(200);
  });

  it('applies the player’s loss limit, net of what the player sent back to the upline', async () => {
    const { sub, player } = await team();
    await call(s, api.setLimit, { kind: 'loss', period: 'day', value: 100_000 }, { token: player.token });
    expect((await send(sub, player, 80_000)).status).toBe(200);
    refusedPrivately(await send(sub, player, 30_000));
    const member = (await findMemberByAccount(s.db, 'LOTUS', player.account))!;
    await transferToUpline(s.db, { member, idempotencyKey: randomUUID() }, { amount: 50_000, paymentPassword: PIN });
    // 80,000 in, 50,000 back: 30,000 of the loss limit used
    expect((await send(sub, player, 30_000)).status).toBe(200);
    expect(await mainOf(player.id)).toBe(toMinor(60_000));
  });

  it('applies the brand’s deposit cap to the player', async () => {
    const { agent, player } = await team();
    await setRules({ depositDay: 250_000 });
    expect((await send(agent, player, 200_000)).status).toBe(200);
    refusedPrivately(await send(agent, player, 100_000));
    expect(await hitsOf(player.id)).toEqual([{ code: 'BRAND_LIMIT_DEPOSIT', action: 'agentTransfer' }]);
    expect(await mainOf(player.id)).toBe(toMinor(200_000));
  });

  it('lets concurrent transfers from two agents pass the player’s limit together never', async () => {
    const { agent, sub, player } = await team();
    await call(s, api.setLimit, { kind: 'deposit', period: 'day', value: 250_000 }, { token: player.token });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => send(i % 2 === 0 ? agent : sub, player, 100_000)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 403, 403, 403, 403]);
    expect(results.filter((r) => r.status === 403).every((r) => r.body.code === 'PLAYER_PROTECTED')).toBe(true);
    expect(await mainOf(player.id)).toBe(toMinor(200_000));
    expect((await mainOf(agent.id)) + (await mainOf(sub.id))).toBe(toMinor(20_000_000 - 200_000));
    expect(await transfersTo(player.id)).toBe(2);
    const hits = await s.db.select().from(protectionLimitHits).where(and(eq(protectionLimitHits.memberId, player.id), eq(protectionLimitHits.code, 'LIMIT_DEPOSIT')));
    expect(hits).toHaveLength(4);
  });

  it('answers a repeated transfer with its first receipt, whatever the limit says now', async () => {
    const { agent, player } = await team();
    await call(s, api.setLimit, { kind: 'deposit', period: 'day', value: 100_000 }, { token: player.token });
    const key = randomUUID();
    const first = await send(agent, player, 100_000, key);
    expect(first.status).toBe(200);
    const again = await send(agent, player, 100_000, key);
    expect(again.status).toBe(200);
    expect(again.body.value.transactionId).toBe(first.body.value.transactionId);
    expect(await mainOf(player.id)).toBe(toMinor(100_000));
  });
});
