import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubLabels, depositChannels, depositOrders, members } from '../../server/src/db/schema';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { api } from '../../src/shared/contract/api';
import { operatorApi } from '../../src/shared/contract/operator';
import type { ActivityCard, ActivityDetail } from '../../src/shared/contract/promotions';
import { promotionsOperatorApi, type OperatorPromotion, type PromotionInput, type PromotionRuleInput } from '../../src/shared/contract/promotions-operator';
import { call, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  value: T & { reason?: string };
  code?: string;
  fieldErrors?: Array<{ field: string; key: string }>;
}

/*
 * Who may join (VIP levels, credited deposits, new players) and join by
 * code, through the editor the console uses and the calls the site makes.
 */
describe('promotion eligibility and join by code', () => {
  let s: TestServer;
  let admin: string;
  let seq = 0;

  const register = async () => {
    seq += 1;
    const username = `elig${seq}${Math.random().toString(36).slice(2, 7)}`;
    const r = await call<Envelope<{ token: string }>>(s, api.register, { username, password: 'Secret123', confirmPassword: 'Secret123', login: true, ageConfirmed: true, termsAccepted: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const member = await findMemberByAccount(s.db, 'LOTUS', username);
    return { token: r.body.value.token, id: member!.id };
  };
  const setLevel = async (memberId: number, level: number) => {
    const [label] = await s.db.select({ id: clubLabels.id }).from(clubLabels).where(eq(clubLabels.rankLevel, level)).limit(1);
    await s.db.update(members).set({ clubLabelId: label!.id }).where(eq(members.id, memberId));
  };
  const creditedDeposits = async (memberId: number, n: number) => {
    const [channel] = await s.db.select().from(depositChannels).where(eq(depositChannels.merchantCode, 'LOTUS')).limit(1);
    for (let i = 0; i < n; i += 1) {
      seq += 1;
      await s.db.insert(depositOrders).values({
        merchantCode: 'LOTUS',
        memberId,
        channelId: channel!.id,
        kind: channel!.kind,
        state: 'credited',
        amount: 10_000_000n,
        currency: 'VND',
        reference: `ELIG${seq}${Date.now()}`,
        requestKey: `elig-${seq}-${Date.now()}`,
        expiresAt: new Date(),
        settledAt: new Date(),
      });
    }
  };
  const rule = (over: Partial<PromotionRuleInput> = {}): PromotionRuleInput => ({
    kind: 'deposit_streak',
    joinMode: 'button',
    rewardType: 'cash',
    period: 'M',
    turnoverMultiple: 0,
    allowStacking: false,
    amount: 50_000,
    claimDays: 7,
    percent: null,
    minDeposit: 100_000,
    cap: null,
    minLoss: null,
    days: 3,
    ...over,
  });
  const input = (over: Partial<PromotionRuleInput>): PromotionInput => ({
    merchantCode: 'LOTUS',
    category: 'deposit',
    copies: { EN: { title: `Streak ${(seq += 1)}`, summary: 'Three days in a row', content: '' } },
    imageUrl: '',
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: null,
    sortOrder: 0,
    rule: rule(over),
  });
  const save = (body: PromotionInput) => call<Envelope<OperatorPromotion>>(s, promotionsOperatorApi.operatorSavePromotion, body as unknown as Record<string, unknown>, { token: admin });
  const create = async (over: Partial<PromotionRuleInput>) => {
    const r = await save(input(over));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.value.id;
  };
  const detail = async (id: number, token: string) => (await call<Envelope<ActivityDetail>>(s, api.getActivity, { id }, { token })).body.value;
  const join = (id: number, token: string) => call<Envelope<ActivityDetail>>(s, api.joinActivity, { id }, { token });
  const joinByCode = (id: number, code: string, token: string) => call<Envelope<ActivityDetail>>(s, api.joinActivityByCode, { id, code }, { token });

  beforeAll(async () => {
    s = await startTestServer();
    admin = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'operator', password: 'Operator1234' })).body.value.token;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('VIP 3 to 5 only: a member without a rank and a VIP 6 see Closed and why; a VIP 3 and a VIP 5 join', async () => {
    const id = await create({ minVipLevel: 3, maxVipLevel: 5 });
    const none = await register();
    expect(await detail(id, none.token)).toMatchObject({ state: 'closed', ineligible: { reason: 'vipLevel', min: 3, max: 5 } });
    const refused = await join(id, none.token);
    expect([refused.status, refused.body.value.reason]).toEqual([403, 'promotions.errors.notEligible']);
    const six = await register();
    await setLevel(six.id, 6);
    expect((await detail(id, six.token)).ineligible).toMatchObject({ reason: 'vipLevel' });
    for (const level of [3, 5]) {
      const m = await register();
      await setLevel(m.id, level);
      expect(await detail(id, m.token)).toMatchObject({ state: 'join', ineligible: null });
      const joined = await join(id, m.token);
      expect([joined.status, joined.body.value.state]).toEqual([200, 'joined']);
    }
    // the list says the same
    const list = await call<Envelope<{ items: ActivityCard[] }>>(s, api.activityList, {}, { token: none.token });
    expect(list.body.value.items.find((c) => c.id === id)?.state).toBe('closed');
  });

  it('1 to 2 credited deposits: 0 and 3 are refused, 1 and 2 join', async () => {
    const id = await create({ minDeposits: 1, maxDeposits: 2 });
    const cases: Array<[number, string]> = [
      [0, 'closed'],
      [1, 'join'],
      [2, 'join'],
      [3, 'closed'],
    ];
    for (const [n, state] of cases) {
      const m = await register();
      await creditedDeposits(m.id, n);
      const d = await detail(id, m.token);
      expect([n, d.state, d.ineligible?.reason ?? null]).toEqual([n, state, state === 'closed' ? 'deposits' : null]);
    }
  });

  it('new players within 7 days: a member registered 8 days ago sees Closed, one of 6 days joins', async () => {
    const id = await create({ newWithinDays: 7 });
    const old = await register();
    await s.db.update(members).set({ createdAt: sql`now() - interval '8 days'` }).where(eq(members.id, old.id));
    expect(await detail(id, old.token)).toMatchObject({ state: 'closed', ineligible: { reason: 'newPlayers', min: null, max: 7 } });
    const recent = await register();
    await s.db.update(members).set({ createdAt: sql`now() - interval '6 days'` }).where(eq(members.id, recent.id));
    expect((await join(id, recent.token)).body.value.state).toBe('joined');
  });

  it('joins by code: a wrong code is a field error, the right one (any case) joins once, the button does not; tries are limited', async () => {
    const id = await create({ joinMode: 'code', joinCode: 'SPRING26' });
    const m = await register();
    expect(await detail(id, m.token)).toMatchObject({ state: 'join', joinMode: 'code' });
    const wrong = await joinByCode(id, 'AUTUMN26', m.token);
    expect([wrong.status, wrong.body.code, wrong.body.fieldErrors]).toEqual([400, 'VALIDATION', [{ field: 'code', key: 'promotions.errors.wrongCode' }]]);
    expect((await join(id, m.token)).status).toBe(409);
    const right = await joinByCode(id, 'spring26', m.token);
    expect([right.status, right.body.value.state]).toEqual([200, 'joined']);
    expect((await joinByCode(id, 'SPRING26', m.token)).body.value.state).toBe('joined');
    // a code promotion still asks who may join
    const vipOnly = await create({ joinMode: 'code', joinCode: 'VIPONLY', minVipLevel: 4 });
    const refused = await joinByCode(vipOnly, 'VIPONLY', m.token);
    expect([refused.status, refused.body.value.reason]).toEqual([403, 'promotions.errors.notEligible']);
    // 10 tries in 10 minutes per member, the 11th is refused whatever the code
    const guesser = await register();
    for (let i = 0; i < 10; i += 1) expect((await joinByCode(id, `GUESS${i}`, guesser.token)).status).toBe(400);
    expect((await joinByCode(id, 'SPRING26', guesser.token)).status).toBe(429);
  });

  it('the editor keeps who may join and the code, and refuses a maximum under the minimum and a code mode without a code', async () => {
    const saved = await save(input({ joinMode: 'code', joinCode: 'WELCOME', minVipLevel: 2, maxVipLevel: 4, minDeposits: 0, maxDeposits: 0, newWithinDays: 30 }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.value.rule).toMatchObject({ joinMode: 'code', joinCode: 'WELCOME', minVipLevel: 2, maxVipLevel: 4, minDeposits: 0, maxDeposits: 0, newWithinDays: 30 });
    const backwards = await save(input({ minVipLevel: 5, maxVipLevel: 2 }));
    expect([backwards.status, backwards.body.fieldErrors]).toEqual([400, [{ field: 'rule.maxVipLevel', key: 'operator:promotions.maxBelowMin' }]]);
    const noCode = await save(input({ joinMode: 'code' }));
    expect([noCode.status, noCode.body.fieldErrors]).toEqual([400, [{ field: 'rule.joinCode', key: 'validation.notEmpty' }]]);
    // the code is kept only where members join by it
    const button = await save(input({ joinMode: 'button', joinCode: 'IGNORED' }));
    expect(button.body.value.rule?.joinCode).toBeNull();
    // a kind that is not joined by code
    const gift = await save(input({ kind: 'registration_gift', joinMode: 'code', joinCode: 'X1', amount: 1000, days: null, minDeposit: null }));
    expect(gift.status).toBe(400);
  });
});
