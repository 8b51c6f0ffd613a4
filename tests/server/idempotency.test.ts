import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../src/shared/contract/endpoint';
import { queryRows } from '../../server/src/db/client';
import { idempotentRequests } from '../../server/src/db/schema';
import { claimIdempotentCallWithNonce } from '../../server/src/http/idempotency';
import { route } from '../../server/src/http/route';
import { apiError } from '../../server/src/http/status';
import { cleanupExpired } from '../../server/src/jobs/cleanup';
import { toMajor, toMinor } from '../../server/src/lib/money';
import { accountOf, balancesOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { call, loginAs, startTestServer, type TestServer } from './helpers';

/**
 * A money-moving call for this test only: the house pays the member a
 * bonus, through the ledger, with a ledger key made of the call's key. It
 * counts its runs, refuses amounts over 1,000 (a final answer) and fails
 * like a crashed dependency when asked (no answer to keep).
 */
const creditBonus = endpoint({
  method: 'POST',
  path: '/wps/test/bonus',
  auth: true,
  encrypted: false,
  idempotent: true,
  request: z.object({ amount: z.number(), crash: z.optional(z.boolean()) }),
  response: z.object({ balance: z.number(), transactionId: z.number() }),
});

interface Envelope<T> {
  success: boolean;
  code?: string;
  message: string;
  value: T;
}

describe('idempotent calls', () => {
  let s: TestServer;
  let demo: string;
  let agent: string;
  let runs = 0;
  let crashes = 0;

  beforeAll(async () => {
    s = await startTestServer();
    route(s.app, creditBonus, async (ctx) => {
      runs += 1;
      if (ctx.input.crash && crashes++ === 0) throw new Error('the payment provider hung up');
      if (ctx.input.amount > 1000) throw apiError('FORBIDDEN', 'A bonus is at most 1,000.');
      const member = ctx.requireSession().member;
      // slow enough for repeats to arrive while it runs
      await new Promise((resolve) => setTimeout(resolve, 30));
      const moved = await transfer(ctx.deps.db, {
        idempotencyKey: `test-bonus:${member.id}:${ctx.idempotencyKey}`,
        kind: 'bonus',
        from: await houseAccountOf(ctx.deps.db, member.merchantCode, 'bonus'),
        to: await accountOf(ctx.deps.db, member.id, 'main'),
        amount: toMinor(ctx.input.amount),
      });
      return { balance: toMajor(moved.to.balanceAfter ?? 0n), transactionId: moved.transactionId };
    });
    demo = await loginAs(s, 'demo', 'Demo1234');
    agent = await loginAs(s, 'agent', 'Agent1234');
  });
  afterAll(async () => {
    await s?.close();
  });

  const send = (token: string, body: Record<string, unknown>, key?: string) =>
    call<Envelope<{ balance: number; transactionId: number }>>(s, creditBonus, body, { token, headers: key ? { 'idempotency-key': key } : {} });
  const mainOf = async (account: string) => {
    const [row] = await queryRows<{ id: number }>(s.db, sql`select id from members where account = ${account}`);
    return (await balancesOf(s.db, row?.id ?? -1)).main;
  };

  it('refuses a call without a key, or with a malformed one, and runs nothing', async () => {
    const before = runs;
    const missing = await send(demo, { amount: 10 });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Idempotency-Key') });
    const malformed = await send(demo, { amount: 10 }, 'short');
    expect(malformed.status).toBe(400);
    expect(runs).toBe(before);
  });

  it('answers a repeat with the first answer and moves the money once', async () => {
    const before = await mainOf('demo');
    const key = 'a1b2c3d4-e5f6-4a7b-8c9d-000000000001';
    const first = await send(demo, { amount: 100 }, key);
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const runsAfterFirst = runs;
    const again = await send(demo, { amount: 100 }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(runsAfterFirst);
    expect(await mainOf('demo')).toBe(before + toMinor(100));
    // the same key from another member is that member's own action
    const other = await send(agent, { amount: 100 }, key);
    expect(other.status).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.body.value.transactionId).not.toBe(first.body.value.transactionId);
  });

  it('refuses the key for a different request with 409 CONFLICT', async () => {
    const key = 'a1b2c3d4-e5f6-4a7b-8c9d-000000000002';
    expect((await send(demo, { amount: 5 }, key)).status).toBe(200);
    const before = await mainOf('demo');
    const reused = await send(demo, { amount: 6 }, key);
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'CONFLICT', value: { reason: 'idempotencyKeyReused' } });
    expect(await mainOf('demo')).toBe(before);
  });

  it('runs a burst of the same call once: the others get its answer or are told to retry', async () => {
    const before = await mainOf('demo');
    const key = 'a1b2c3d4-e5f6-4a7b-8c9d-000000000003';
    const runsBefore = runs;
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(demo, { amount: 7 }, key)));
    expect(runs - runsBefore).toBe(1);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of ok) expect(a.body).toEqual(ok[0]?.body);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body).toMatchObject({ value: { reason: 'idempotencyInProgress' } });
    }
    // once settled, every repeat gets the answer
    expect((await send(demo, { amount: 7 }, key)).body).toEqual(ok[0]?.body);
    expect(await mainOf('demo')).toBe(before + toMinor(7));
  });

  it('keeps a refusal as the answer, and lets a call that failed without an answer run again', async () => {
    const refusedKey = 'a1b2c3d4-e5f6-4a7b-8c9d-000000000004';
    const refused = await send(demo, { amount: 5000 }, refusedKey);
    expect(refused.status).toBe(403);
    const runsAfter = runs;
    const again = await send(demo, { amount: 5000 }, refusedKey);
    expect(again.status).toBe(403);
    expect(again.body).toEqual(refused.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(runsAfter);

    const before = await mainOf('demo');
    const crashKey = 'a1b2c3d4-e5f6-4a7b-8c9d-000000000005';
    const crashed = await send(demo, { amount: 9, crash: true }, crashKey);
    expect(crashed.status).toBe(500);
    const retried = await send(demo, { amount: 9, crash: true }, crashKey);
    expect(retried.status).toBe(200);
    expect(await mainOf('demo')).toBe(before + toMinor(9));
  });

  it('lets a retry take over a call left pending by an instance that died', async () => {
    const key = 'a1b2c3d4-e5f6-4a7b-8c9d-000000000006';
    const [member] = await queryRows<{ id: number }>(s.db, sql`select id from members where account = 'demo'`);
    const scope = `member:${member?.id}`;
    const { requestHashOf } = await import('../../server/src/http/idempotency');
    await s.db.insert(idempotentRequests).values({
      scope,
      endpoint: `POST ${creditBonus.path}`,
      key,
      requestHash: requestHashOf({ amount: 3 }),
      state: 'pending',
      updatedAt: new Date(Date.now() - 120_000),
    });
    const before = await mainOf('demo');
    const answer = await send(demo, { amount: 3 }, key);
    expect(answer.status).toBe(200);
    expect(await mainOf('demo')).toBe(before + toMinor(3));
  });

  it("claims an encrypted call's key with its nonce, and its commit's setting never outlives the claim", async () => {
    const calls = Array.from({ length: 12 }, (_, i) => ({ scope: 'member:1', endpoint: 'POST /wps/test/sealed', key: `sealed-claim-${i}-${Date.now()}`, requestHash: 'h' }));
    // side by side: every pooled connection carries a claim
    const claims = await Promise.all(calls.map((c, i) => claimIdempotentCallWithNonce(s.db, c, `sealed-nonce-${i}-${c.key}`, 600)));
    expect(claims).toEqual(calls.map(() => null));
    // the claim committed without waiting for its flush; the connections it ran on are back at the default
    const settings = await Promise.all(
      calls.map(async () => (await queryRows<{ synchronous_commit: string }>(s.db, sql`show synchronous_commit`))[0]?.synchronous_commit),
    );
    expect(settings).toEqual(calls.map(() => 'on'));
    // the nonce is recorded: the same body again is a replay
    await expect(claimIdempotentCallWithNonce(s.db, { ...calls[0]!, key: 'sealed-claim-other-key' }, `sealed-nonce-0-${calls[0]!.key}`, 600)).rejects.toMatchObject({ code: 'ENCRYPTION_REQUIRED' });
  });

  it('forgets answers after a day (the clean-up job)', async () => {
    const key = 'a1b2c3d4-e5f6-4a7b-8c9d-000000000007';
    expect((await send(demo, { amount: 1 }, key)).status).toBe(200);
    const count = async () => (await queryRows<{ n: number }>(s.db, sql`select count(*)::int as n from idempotent_requests where key = ${key}`))[0]?.n;
    await cleanupExpired(s.db);
    expect(await count()).toBe(1);
    await cleanupExpired(s.db, new Date(Date.now() + 25 * 3_600_000));
    expect(await count()).toBe(0);
  });
});
