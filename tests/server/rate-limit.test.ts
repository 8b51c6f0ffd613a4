import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/api';
import { members, rateBuckets } from '../../server/src/db/schema';
import { cleanupExpired } from '../../server/src/jobs/cleanup';
import { limits, registerAttemptLimit } from '../../server/src/modules/identity/rate-limit';
import { giveBack, hit, type Limit } from '../../server/src/http/rate-limit';
import { call, encryptBody, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope<V = Record<string, unknown>> {
  success: boolean;
  code?: string;
  value: V;
  fieldErrors?: Array<{ field: string; key: string }>;
}

/** Whether a hit at `at` passes (the refusal is RATE_LIMITED, with the seconds to wait). */
async function passes(s: TestServer, bucket: string, limit: Limit, at: Date): Promise<boolean> {
  try {
    await hit(s.db, bucket, limit, at);
    return true;
  } catch (error) {
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, value: { retryAfterSeconds: expect.any(Number) } });
    return false;
  }
}

describe('rate limits (sliding windows in the database)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { REGISTRATIONS_PER_IP_HOURLY: '10' } });
  });
  afterAll(async () => {
    await s?.close();
  });

  const limit: Limit = { max: 5, windowSeconds: 60 };
  const t0 = Date.UTC(2026, 10, 24, 12, 0, 0);
  const at = (seconds: number) => new Date(t0 + seconds * 1000);

  it('lets max hits through, refuses the next, and says when to come back', async () => {
    for (let i = 0; i < limit.max; i += 1) expect(await passes(s, 'burst', limit, at(i))).toBe(true);
    const refused = await hit(s.db, 'burst', limit, at(10)).catch((e: unknown) => e);
    // the oldest hit (t = 0 s) leaves the window at 60 s: 50 s from now
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: 50 } });
    expect(await passes(s, 'burst', limit, at(59))).toBe(false);
    // at 60 s the first hit has left: one more passes, and only one
    expect(await passes(s, 'burst', limit, at(60.001))).toBe(true);
    expect(await passes(s, 'burst', limit, at(60.5))).toBe(false);
  });

  it('never lets more than max through in any span of one window, across clock boundaries too', async () => {
    // the fixed-window attack: max just before a minute boundary, max just after
    for (let i = 0; i < limit.max; i += 1) expect(await passes(s, 'boundary', limit, at(59 + i * 0.1))).toBe(true);
    for (let i = 0; i < limit.max; i += 1) expect(await passes(s, 'boundary', limit, at(60.1 + i * 0.1))).toBe(false);

    // a steady stream, one try every 2.5 s for 4 minutes: count what passed in every 60 s span
    const passed: number[] = [];
    for (let t = 200; t < 440; t += 2.5) if (await passes(s, 'stream', limit, at(t))) passed.push(t);
    expect(passed.length).toBeGreaterThan(limit.max * 3);
    for (const start of passed) {
      expect(passed.filter((t) => t >= start && t < start + limit.windowSeconds).length).toBeLessThanOrEqual(limit.max);
    }
  });

  it('lets exactly max of many concurrent hits through', async () => {
    const now = new Date();
    const results = await Promise.all(Array.from({ length: limit.max * 4 }, () => passes(s, 'concurrent', limit, now)));
    expect(results.filter(Boolean)).toHaveLength(limit.max);
    // on the database's clock too (each statement its own time)
    const onDbClock = await Promise.all(
      Array.from({ length: limit.max * 4 }, () => hit(s.db, 'concurrent-db-clock', limit).then(() => true, () => false)),
    );
    expect(onDbClock.filter(Boolean)).toHaveLength(limit.max);
  });

  it('gives a hit back, and the cleanup removes buckets past their window', async () => {
    const taken = await hit(s.db, 'give-back', { max: 1, windowSeconds: 60 }, at(0));
    expect(await passes(s, 'give-back', { max: 1, windowSeconds: 60 }, at(1))).toBe(false);
    await giveBack(s.db, 'give-back', taken);
    expect(await passes(s, 'give-back', { max: 1, windowSeconds: 60 }, at(2))).toBe(true);
    await cleanupExpired(s.db, at(3600));
    expect(await s.db.select().from(rateBuckets).where(eq(rateBuckets.bucket, 'give-back'))).toEqual([]);
  });

  it(`refuses a password change after ${limits.oldPasswordPerMember.max} wrong old passwords, even with the right one`, async () => {
    const token = await loginAs(s, 'agent', 'Agent1234');
    const change = (oldPassword: string) =>
      call<Envelope>(s, api.changePassword, { oldPassword, newPassword: 'Agent5678', confirmNewPassword: 'Agent5678' }, { token });
    for (let i = 0; i < limits.oldPasswordPerMember.max; i += 1) {
      const wrong = await change(`Wrong${i}x99`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors).toEqual([{ field: 'oldPassword', key: expect.any(String) }]);
    }
    const right = await change('Agent1234');
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } });
    expect(right.headers['retry-after']).toBe(String(right.body.value.retryAfterSeconds));
    // the password did not change
    expect(await loginAs(s, 'agent', 'Agent1234')).toEqual(expect.any(String));
  });

  it('a right old password does not count against the limit of wrong ones', async () => {
    const token = await loginAs(s, 'demo', 'Demo1234');
    let password = 'Demo1234';
    for (let i = 0; i < limits.oldPasswordPerMember.max + 2; i += 1) {
      const next = `Demo${1000 + i}`;
      const changed = await call(s, api.changePassword, { oldPassword: password, newPassword: next, confirmNewPassword: next }, { token });
      expect(changed.status).toBe(200);
      password = next;
    }
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.account, 'demo'));
    const [bucket] = await s.db.select().from(rateBuckets).where(eq(rateBuckets.bucket, `password-old:${member?.id}`));
    expect(bucket?.hits ?? []).toEqual([]);
    // so the member still has all the wrong ones, and no more
    const statuses: number[] = [];
    for (let i = 0; i <= limits.oldPasswordPerMember.max; i += 1) {
      statuses.push((await call(s, api.changePassword, { oldPassword: `Wrong${i}x99`, newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' }, { token })).status);
    }
    expect(statuses).toEqual([...Array.from({ length: limits.oldPasswordPerMember.max }, () => 400), 429]);
  });

  it('creates at most REGISTRATIONS_PER_IP_HOURLY (10) accounts an hour from one address; failed attempts do not count', async () => {
    const register = (username: string, password = 'Secret123') =>
      call<Envelope>(s, api.register, { username, password, confirmPassword: password, ageConfirmed: true, termsAccepted: true });
    // a mistake does not use up the address's allowance
    expect((await register('bad', 'x')).status).toBe(400);
    const created: number[] = [];
    for (let i = 0; i < s.config.registrationsPerIpHourly; i += 1) created.push((await register(`flood${String(i).padStart(3, '0')}`)).status);
    expect(created.every((status) => status === 200)).toBe(true);
    const refused = await register('flood999');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(await s.db.select().from(members).where(eq(members.account, 'flood999'))).toEqual([]);
    // a burst from the same address is refused as a whole
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => register(`burst${i}00`)));
    expect(burst.map((r) => r.status)).toEqual([429, 429, 429, 429, 429]);
  });

  it('caps registration attempts per address, failed ones too, so the form cannot probe taken usernames at full speed', async () => {
    const ip = '10.40.0.1';
    const register = async (username: string) => {
      const input = { username, password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true, termsAccepted: true };
      const r = await s.app.inject({ method: 'PUT', url: api.register.path, remoteAddress: ip, payload: encryptBody(input, s.keys) as unknown as Record<string, unknown> });
      return { status: r.statusCode, body: r.json<Envelope>() };
    };
    const { max } = registerAttemptLimit(s.config.registrationsPerIpHourly);
    expect(max).toBe(60);
    for (let i = 0; i < max; i += 1) {
      const taken = await register('hoatran'); // a seeded player
      expect(taken.status).toBe(409);
      expect(taken.body.fieldErrors).toEqual([expect.objectContaining({ field: 'username', key: 'validation.usernameTaken' })]);
    }
    const refused = await register('probe001');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } });
    expect(await s.db.select().from(members).where(eq(members.account, 'probe001'))).toEqual([]);
  });

  it('on the database clock, answers the time it recorded to the millisecond, so the hit can be given back', async () => {
    const before = Date.now();
    const taken = await hit(s.db, 'db-clock', { max: 1, windowSeconds: 60 });
    const [row] = await s.db.select().from(rateBuckets).where(eq(rateBuckets.bucket, 'db-clock'));
    expect(row?.hits.map((h) => new Date(h).getTime())).toEqual([taken.getTime()]);
    expect(Math.abs(taken.getTime() - before)).toBeLessThan(5_000);
    expect(new Date(row?.expiresAt ?? 0).getTime()).toBe(taken.getTime() + 60_000);
    // given back by the time it answered
    await giveBack(s.db, 'db-clock', taken);
    expect(await passes(s, 'db-clock', { max: 1, windowSeconds: 60 }, new Date())).toBe(true);
  });
});
