import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { queryRows } from '../../server/src/db/client';
import { settleReadCache } from '../../server/src/db/read-cache';
import { bonuses, depositChannels, depositOrders, members, promotions, protectionBlocks } from '../../server/src/db/schema';
import { creditOrder, lockOrder } from '../../server/src/modules/deposit/settle';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { depositBonus, depositBonusTurnover, periodKeyOf, personKeysOf } from '../../server/src/modules/promotions/kinds';
import { balancesOf } from '../../server/src/modules/wallet/accounts';
import { addTurnoverRequirement, turnoverRemaining } from '../../server/src/modules/withdraw/turnover';
import { api } from '../../src/shared/contract/api';
import { operatorApi } from '../../src/shared/contract/operator';
import type { ActivityCard, ActivityDetail, Reward } from '../../src/shared/contract/promotions';
import { promotionsOperatorApi, type MemberRewards, type OperatorApplication, type OperatorPromotion, type PromotionInput } from '../../src/shared/contract/promotions-operator';
import { uploadPath } from '../../src/shared/contract/uploads';
import { PNG_8X8 } from './fixtures/images';
import { call, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
  fieldErrors?: Array<{ field: string; key: string }>;
}

const major = (minor: bigint) => Number(minor) / 100;

describe('promotion kinds, worked by hand', () => {
  const welcome = { percent: 100, minDeposit: 10_000_000, cap: 500_000_000 };
  it('first-deposit bonus: percent of the deposit, at most the cap, nothing under the minimum', () => {
    // 300,000₫ at 100 % → 300,000₫
    expect(depositBonus(30_000_000n, welcome)).toBe(30_000_000n);
    // 8,000,000₫ at 100 % → capped at 5,000,000₫
    expect(depositBonus(800_000_000n, welcome)).toBe(500_000_000n);
    // 99,999₫ is under the 100,000₫ minimum
    expect(depositBonus(9_999_900n, welcome)).toBe(0n);
    // exactly the minimum counts
    expect(depositBonus(10_000_000n, welcome)).toBe(10_000_000n);
    // a reload of 12.5 % on 1,000,000₫ → 125,000₫; on 333,333₫ → 41,666.62₫ (rounded down to the minor unit)
    expect(depositBonus(100_000_000n, { percent: 12.5, minDeposit: 0, cap: 1_000_000_000 })).toBe(12_500_000n);
    expect(depositBonus(33_333_300n, { percent: 12.5, minDeposit: 0, cap: 1_000_000_000 })).toBe(4_166_662n);
  });

  it('turnover of a deposit bonus: 10 × (300,000₫ + 300,000₫) = 6,000,000₫, split bonus and deposit', () => {
    const t = depositBonusTurnover(30_000_000n, 30_000_000n, 10);
    expect(t).toEqual({ onBonus: 300_000_000n, onDeposit: 300_000_000n });
    expect(major(t.onBonus + t.onDeposit)).toBe(6_000_000);
  });

  it('periods in the brand clock (UTC+7)', () => {
    expect(periodKeyOf('once', new Date())).toBe('once');
    // 18:00 UTC on the 28th is 01:00 on the 29th in Vietnam
    expect(periodKeyOf('D', new Date('2026-11-28T18:00:00Z'))).toBe('2026-11-29');
    expect(periodKeyOf('D', new Date('2026-11-28T16:59:59Z'))).toBe('2026-11-28');
    expect(periodKeyOf('H', new Date('2026-11-28T16:30:00Z'))).toBe('2026-11-28T23');
    expect(periodKeyOf('M', new Date('2026-11-30T17:00:00Z'))).toBe('2026-12');
    expect(periodKeyOf('W', new Date('2026-11-28T05:00:00Z'))).toBe('2026-W48');
    // Friday 1 January 2027 is in the 53rd week of 2026 (ISO 8601)
    expect(periodKeyOf('W', new Date('2027-01-01T05:00:00Z'))).toBe('2026-W53');
    expect(periodKeyOf('W', new Date('2027-01-04T05:00:00Z'))).toBe('2027-W01');
  });

  it('a person is the account, the mobile number and the registering device', () => {
    expect(personKeysOf({ id: 7, countryDialingCode: '+84', mobileNum: '912 345 678' })).toEqual(['member:7', 'mobile:+84912345678']);
    expect(personKeysOf({ id: 7, countryDialingCode: null, mobileNum: null })).toEqual(['member:7']);
    expect(personKeysOf({ id: 7, countryDialingCode: null, mobileNum: null, registerDevice: 'ab12' })).toEqual(['member:7', 'device:ab12']);
  });
});

describe('promotions', () => {
  let s: TestServer;
  let cashier: string;
  const ids = new Map<string, number>();
  let seq = 0;

  const register = async (mobileNum?: string, device?: string) => {
    seq += 1;
    const username = `promo${seq}${Date.now() % 100000}`;
    const r = await call<Envelope<{ token: string }>>(s, api.register, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      termsAccepted: true,
      ...(mobileNum ? { mobileNum, countryDialingCode: '+84' } : {}),
    }, device ? { headers: { device } } : {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const member = await findMemberByAccount(s.db, 'LOTUS', username);
    return { token: r.body.value.token, id: member!.id, username };
  };
  const mainBalance = async (memberId: number) => major((await balancesOf(s.db, memberId)).main);
  const list = async (token?: string) => (await call<Envelope<{ items: ActivityCard[] }>>(s, api.activityList, {}, token ? { token } : {})).body.value.items;
  const stateIn = async (code: string, token?: string) => (await list(token)).find((c) => c.id === ids.get(code))?.state;
  const detail = async (code: string, token: string) => (await call<Envelope<ActivityDetail>>(s, api.getActivity, { id: ids.get(code)! }, { token })).body.value;
  const rewards = async (token: string) => (await call<Envelope<{ waiting: Reward[]; history: Reward[] }>>(s, api.rewardCentre, {}, { token })).body.value;
  let keyCount = 0;
  const claim = (token: string, rewardId: number) => {
    keyCount += 1;
    return call<Envelope<Reward>>(s, api.claimReward, { rewardId }, { token, headers: { 'idempotency-key': `claim-${keyCount}-${Date.now()}-abcdef` } });
  };
  const deposit = async (memberId: number, amountMajor: number) => {
    const [channel] = await s.db.select().from(depositChannels).where(eq(depositChannels.merchantCode, 'LOTUS')).limit(1);
    seq += 1;
    const [order] = await s.db
      .insert(depositOrders)
      .values({
        merchantCode: 'LOTUS',
        memberId,
        channelId: channel!.id,
        kind: channel!.kind,
        amount: BigInt(amountMajor * 100),
        currency: 'VND',
        reference: `PROMO${seq}${Date.now()}`,
        requestKey: `promo-${seq}`,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    await s.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, eq(depositOrders.id, order!.id));
      await creditOrder(tx, locked!, { paid: BigInt(amountMajor * 100) });
    });
  };

  beforeAll(async () => {
    s = await startTestServer();
    for (const p of await s.db.select({ id: promotions.id, code: promotions.code }).from(promotions)) ids.set(p.code, p.id);
    const r = await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'cashier', password: 'Cashier1234' });
    cashier = r.body.value.token;
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('lists the 15 tabs\' promotions, visitors included, with the seeded rules behind the home page\'s promises', async () => {
    const items = await list();
    const gift = items.find((c) => c.id === ids.get('registration-gift'));
    expect(gift).toMatchObject({ tab: 'newbie', joinMode: 'auto', state: 'joined' });
    expect(items.find((c) => c.id === ids.get('welcome-bonus'))).toMatchObject({ tab: 'newbie', joinMode: 'button', state: 'join' });
    expect(items.find((c) => c.id === ids.get('zalo-reward'))).toMatchObject({ tab: 'others', joinMode: 'application', state: 'join' });
    // a card without a rule is a notice: no state to act on
    expect(items.find((c) => c.id === ids.get('slots-tournament'))).toMatchObject({ tab: 'ranking', joinMode: null, state: null });
    const newbie = (await call<Envelope<{ items: ActivityCard[] }>>(s, api.activityList, { tab: 'newbie' })).body.value.items;
    expect(newbie.map((c) => c.tab)).toEqual(newbie.map(() => 'newbie'));
    expect(newbie.length).toBeGreaterThanOrEqual(2);
    const welcome = (await call<Envelope<ActivityDetail>>(s, api.getActivity, { id: ids.get('welcome-bonus')! })).body.value;
    expect(welcome).toMatchObject({ rewardType: 'bonus', cap: 5_000_000, turnoverMultiple: 10, progress: null, claimableRewardId: null });
    expect(welcome.content).toContain('100,000');
    const missing = await call<Envelope<{ reason: string }>>(s, api.getActivity, { id: 999_999 });
    expect(missing.status).toBe(404);
  });

  it('pays the registration gift of 1,000₫ once, however many claims race', async () => {
    const m = await register('911000001');
    expect(await stateIn('registration-gift', m.token)).toBe('claim');
    const centre = await rewards(m.token);
    expect(centre.waiting).toHaveLength(1);
    const [gift] = centre.waiting;
    expect(gift).toMatchObject({ amount: 1_000, state: 'claimable', turnoverMultiple: 0 });
    // claimable for 7 days from registration
    expect(new Date(gift!.expiresAt!).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const before = await mainBalance(m.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => claim(m.token, gift!.id)));
    for (const r of results) {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.value.state).toBe('claimed');
    }
    expect(await mainBalance(m.id)).toBe(before + 1_000);
    const moved = await queryRows<{ n: number | string }>(
      s.db,
      sql`select count(*) as n from ledger_transactions where member_id = ${m.id} and kind = 'bonus'`,
    );
    expect(Number(moved[0]!.n)).toBe(1);
    // a later claim, after a restart or on another instance, pays nothing more
    expect((await claim(m.token, gift!.id)).body.value.state).toBe('claimed');
    expect(await mainBalance(m.id)).toBe(before + 1_000);
    expect(await stateIn('registration-gift', m.token)).toBe('claimed');
    const after = await rewards(m.token);
    expect(after.waiting).toHaveLength(0);
    expect(after.history.map((r) => r.state)).toEqual(['claimed']);
  });

  it('gives the registration gift once per person: a second account of the same mobile number gets none', async () => {
    const first = await register('911000002');
    const [gift] = (await rewards(first.token)).waiting;
    expect((await claim(first.token, gift!.id)).status).toBe(200);
    // the first account gives its number up; a new account registers with it
    await s.db.update(members).set({ mobileNum: null }).where(eq(members.id, first.id));
    const second = await register('911000002');
    expect(await stateIn('registration-gift', second.token)).toBe('closed');
    expect((await rewards(second.token)).waiting).toHaveLength(0);
  });

  it('gives the registration gift once per device: a second account registered from the same browser gets none', async () => {
    const device = 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff';
    const first = await register(undefined, device);
    const [gift] = (await rewards(first.token)).waiting;
    expect((await claim(first.token, gift!.id)).status).toBe(200);
    const second = await register(undefined, device);
    expect(await stateIn('registration-gift', second.token)).toBe('closed');
    expect((await rewards(second.token)).waiting).toHaveLength(0);
    // the raw id is never kept, only its hash; a malformed header counts as none
    const [row] = await s.db.select({ device: members.registerDevice }).from(members).where(eq(members.id, second.id));
    expect(row?.device).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.device).not.toContain(device);
    const other = await register(undefined, 'x');
    expect(await stateIn('registration-gift', other.token)).toBe('claim');
  });

  it('refuses the gift at the claim when its number was rewarded meanwhile (the unique person key decides)', async () => {
    const a = await register();
    const [giftA] = (await rewards(a.token)).waiting;
    const b = await register('911000003');
    const [giftB] = (await rewards(b.token)).waiting;
    expect((await claim(b.token, giftB!.id)).status).toBe(200);
    // b gives the number up and a, whose gift still waits, binds it
    await s.db.update(members).set({ mobileNum: null }).where(eq(members.id, b.id));
    await s.db.update(members).set({ mobileNum: '911000003', countryDialingCode: '+84' }).where(eq(members.id, a.id));
    // written by hand, not through the API: on PostgreSQL the API sees it within the read cache's feed's
    // bound (TRUST_MS); settle as the API does after its own writes, so the claim sees a's number
    await settleReadCache(s.db);
    const refused = await claim(a.token, giftA!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.value).toEqual({ reason: 'promotions.errors.personAlreadyRewarded' });
    expect(await mainBalance(a.id)).toBe(0);
  });

  it('first-deposit bonus: joined, 300,000₫ deposited → 300,000₫ to claim with a turnover of 6,000,000₫', async () => {
    const m = await register();
    expect(await stateIn('welcome-bonus', m.token)).toBe('join');
    const joined = await call<Envelope<ActivityDetail>>(s, api.joinActivity, { id: ids.get('welcome-bonus')! }, { token: m.token });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.value.state).toBe('joined');
    await deposit(m.id, 300_000);
    const d = await detail('welcome-bonus', m.token);
    expect(d.state).toBe('claim');
    const waiting = (await rewards(m.token)).waiting.find((r) => r.promotionId === ids.get('welcome-bonus'));
    expect(waiting).toMatchObject({ amount: 300_000, turnoverMultiple: 10 });
    expect(d.claimableRewardId).toBe(waiting!.id);
    expect(await mainBalance(m.id)).toBe(300_000);
    const claimed = await claim(m.token, waiting!.id);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(await mainBalance(m.id)).toBe(600_000);
    expect(await turnoverRemaining(s.db, m.id)).toBe(600_000_000n);
    const [bonus] = await s.db.select().from(bonuses).where(and(eq(bonuses.memberId, m.id), eq(bonuses.reason, 'welcome')));
    expect(bonus).toMatchObject({ amount: 30_000_000n, turnoverRequired: 300_000_000n });
    const progress = await detail('welcome-bonus', m.token);
    expect(progress.state).toBe('claimed');
    expect(progress.progress).toEqual({ done: 0, target: 6_000_000 });
    // a second deposit earns nothing more
    await deposit(m.id, 300_000);
    expect((await rewards(m.token)).waiting.filter((r) => r.promotionId === ids.get('welcome-bonus'))).toHaveLength(0);
  });

  it('first-deposit bonus: nothing without joining first, nothing under 100,000₫, caps at 5,000,000₫', async () => {
    const notJoined = await register();
    await deposit(notJoined.id, 300_000);
    expect((await rewards(notJoined.token)).waiting.filter((r) => r.promotionId === ids.get('welcome-bonus'))).toHaveLength(0);
    expect(await stateIn('welcome-bonus', notJoined.token)).toBe('closed');

    const small = await register();
    await call(s, api.joinActivity, { id: ids.get('welcome-bonus')! }, { token: small.token });
    await deposit(small.id, 99_999);
    expect((await rewards(small.token)).waiting.filter((r) => r.promotionId === ids.get('welcome-bonus'))).toHaveLength(0);

    const big = await register();
    await call(s, api.joinActivity, { id: ids.get('welcome-bonus')! }, { token: big.token });
    await deposit(big.id, 8_000_000);
    expect((await rewards(big.token)).waiting.find((r) => r.promotionId === ids.get('welcome-bonus'))?.amount).toBe(5_000_000);
  });

  it('no bonus while another bonus\'s turnover is open; a cash gift without turnover still pays', async () => {
    const m = await register();
    await call(s, api.joinActivity, { id: ids.get('welcome-bonus')! }, { token: m.token });
    await addTurnoverRequirement(s.db, { memberId: m.id, source: 'bonus', ref: `open-${m.id}`, amount: 100_000n });
    await deposit(m.id, 200_000);
    const centre = await rewards(m.token);
    const welcome = centre.waiting.find((r) => r.promotionId === ids.get('welcome-bonus'))!;
    const refused = await claim(m.token, welcome.id);
    expect(refused.status).toBe(409);
    expect(refused.body.value).toEqual({ reason: 'promotions.errors.bonusTurnoverOpen' });
    expect(await mainBalance(m.id)).toBe(200_000);
    const gift = centre.waiting.find((r) => r.promotionId === ids.get('registration-gift'))!;
    expect((await claim(m.token, gift.id)).status).toBe(200);
    expect(await mainBalance(m.id)).toBe(201_000);
  });

  describe('application (Zalo reward up to 131K)', () => {
    const apply = (token: string, input: Record<string, unknown>) =>
      call<Envelope<ActivityDetail & { reason?: string }>>(s, api.applyActivity, { id: ids.get('zalo-reward')!, ...input }, { token });
    const upload = async (token: string) => {
      const r = await call<Envelope<{ ids: string[] }>>(s, api.uploadImages, { purpose: 'promotionApplication', files: [{ filename: 'zalo.png', contentType: 'image/png', data: PNG_8X8 }] }, { token });
      expect(r.status).toBe(200);
      return r.body.value.ids[0]!;
    };
    const review = (endpoint: (typeof promotionsOperatorApi)[keyof typeof promotionsOperatorApi], input: Record<string, unknown>) =>
      call<Envelope<OperatorApplication>>(s, endpoint, input, { token: cashier });

    it('checks the remark (at most 140 characters) and the images (at most 3, the member\'s own)', async () => {
      const m = await register();
      const long = await apply(m.token, { comment: 'x'.repeat(141), imageIds: [] });
      expect(long.status).toBe(400);
      expect(long.body.fieldErrors?.[0]?.field).toBe('comment');
      const image = await upload(m.token);
      const four = await apply(m.token, { comment: 'hi', imageIds: [image, image, image, image] });
      expect(four.status).toBe(400);
      const other = await register();
      const foreign = await apply(other.token, { comment: 'not mine', imageIds: [image] });
      expect(foreign.status).toBe(400);
      expect(foreign.body.fieldErrors?.[0]?.key).toBe('promotions.errors.imagesNotFound');
      const exact = await apply(m.token, { comment: 'y'.repeat(140), imageIds: [image] });
      expect(exact.status, JSON.stringify(exact.body)).toBe(200);
      expect(exact.body.value.state).toBe('applying');
      const again = await apply(m.token, { comment: 'again', imageIds: [] });
      expect(again.status).toBe(409);
      expect(again.body.value).toEqual({ reason: 'promotions.errors.alreadyApplying' });
    });

    it('staff see the images, reject with a reason, then approve at most the cap: the member claims it, paid once, audited', async () => {
      const m = await register();
      const image = await upload(m.token);
      await apply(m.token, { comment: 'Followed Lotus Play on Zalo', imageIds: [image] });
      const pending = (await call<Envelope<{ items: OperatorApplication[] }>>(s, promotionsOperatorApi.operatorApplications, { state: 'pending' }, { token: cashier })).body.value.items;
      const mine = pending.find((a) => a.member.id === m.id)!;
      expect(mine).toMatchObject({ comment: 'Followed Lotus Play on Zalo', imageIds: [image], cap: 131_000, state: 'pending' });
      const detailOf = await call<Envelope<OperatorApplication>>(s, promotionsOperatorApi.operatorApplication, { id: mine.id }, { token: cashier });
      expect(detailOf.body.value).toMatchObject({ id: mine.id, currencySymbol: '₫', state: 'pending', imageIds: [image] });
      expect((await call(s, promotionsOperatorApi.operatorApplication, { id: 2_000_000 }, { token: cashier })).status).toBe(404);
      expect((await call(s, promotionsOperatorApi.operatorApplication, { id: mine.id }, { token: m.token })).status).toBe(401);
      const picture = await s.app.inject({ method: 'GET', url: uploadPath(image), headers: { authorization: `Bearer ${cashier}` } });
      expect(picture.statusCode).toBe(200);

      const rejected = await review(promotionsOperatorApi.operatorRejectApplication, { id: mine.id, reason: 'The screenshot does not show our page' });
      expect(rejected.body.value.state).toBe('rejected');
      const seen = await detail('zalo-reward', m.token);
      expect(seen).toMatchObject({ state: 'rejected', rejectReason: 'The screenshot does not show our page' });

      await apply(m.token, { comment: 'Here is the right one', imageIds: [image] });
      const second = (await call<Envelope<{ items: OperatorApplication[] }>>(s, promotionsOperatorApi.operatorApplications, { state: 'pending' }, { token: cashier })).body.value.items.find((a) => a.member.id === m.id)!;
      const over = await review(promotionsOperatorApi.operatorApproveApplication, { id: second.id, amount: 131_001 });
      expect(over.status).toBe(400);
      const before = await mainBalance(m.id);
      const [one, two] = await Promise.all([
        review(promotionsOperatorApi.operatorApproveApplication, { id: second.id, amount: 131_000 }),
        review(promotionsOperatorApi.operatorApproveApplication, { id: second.id, amount: 131_000 }),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(one.body.value).toMatchObject({ state: 'approved', amount: 131_000 });
      // approved: nothing paid yet, the reward waits in the member's Reward centre for 7 days
      expect(await mainBalance(m.id)).toBe(before);
      expect(await stateIn('zalo-reward', m.token)).toBe('claim');
      const waiting = (await rewards(m.token)).waiting.filter((r) => r.promotionId === ids.get('zalo-reward'));
      expect(waiting).toHaveLength(1);
      const reward = waiting[0]!;
      expect(reward).toMatchObject({ state: 'claimable', amount: 131_000 });
      expect(new Date(reward.expiresAt!).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      expect(new Date(reward.expiresAt!).getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
      expect((await detail('zalo-reward', m.token)).claimableRewardId).toBe(reward.id);
      // the member claims it: two claims racing pay once through the ledger
      const claims = await Promise.all([claim(m.token, reward.id), claim(m.token, reward.id)]);
      for (const c of claims) {
        expect(c.status, JSON.stringify(c.body)).toBe(200);
        expect(c.body.value).toMatchObject({ state: 'claimed', amount: 131_000 });
      }
      expect(await mainBalance(m.id)).toBe(before + 131_000);
      const moved = await queryRows<{ n: number | string }>(s.db, sql`select count(*) as n from ledger_transactions where member_id = ${m.id} and kind = 'bonus'`);
      expect(Number(moved[0]!.n)).toBe(1);
      expect(await stateIn('zalo-reward', m.token)).toBe('claimed');
      expect((await rewards(m.token)).history.find((r) => r.promotionId === ids.get('zalo-reward'))).toMatchObject({ state: 'claimed', amount: 131_000 });
      const audits = await queryRows<{ action: string; reason: string | null }>(
        s.db,
        sql`select action, reason from operator_audit where target_type = 'promotionApplication' and target_id in (${String(mine.id)}, ${String(second.id)}) order by id`,
      );
      expect(audits).toEqual([
        { action: 'promotionApplication.reject', reason: 'The screenshot does not show our page' },
        { action: 'promotionApplication.approve', reason: null },
      ]);
      // the member page shows the claimed reward and both applications
      const page = await call<Envelope<MemberRewards>>(s, promotionsOperatorApi.operatorMemberRewards, { memberId: m.id }, { token: cashier });
      expect(page.status).toBe(200);
      expect(page.body.value.currencySymbol).toBe('₫');
      expect(page.body.value.rewards.find((r) => r.promotionId === ids.get('zalo-reward'))).toMatchObject({ state: 'claimed', amount: 131_000 });
      expect(page.body.value.applications.map((a) => a.state)).toEqual(['approved', 'rejected']);
      expect((await call(s, promotionsOperatorApi.operatorMemberRewards, { memberId: m.id }, { token: m.token })).status).toBe(401);
      // rewarded once: a new application is refused
      const third = await apply(m.token, { comment: 'once more', imageIds: [] });
      expect(third.status).toBe(409);
    });

    it('a visitor may not apply, and a member token opens no review', async () => {
      const anon = await call(s, api.applyActivity, { id: ids.get('zalo-reward')!, comment: 'x', imageIds: [] });
      expect(anon.status).toBe(401);
      const m = await register();
      const r = await call(s, promotionsOperatorApi.operatorApplications, {}, { token: m.token });
      expect(r.status).toBe(401);
    });
  });

  describe('the editor in the console (role admin)', () => {
    let admin: string;
    const input = (over: Partial<PromotionInput> = {}): PromotionInput => ({
      category: 'slots',
      copies: {
        EN: { title: 'Spin week', summary: 'Apply with a screenshot of 20 spins', content: '<p>Up to 50,000₫</p>' },
        VI: { title: 'Tuần quay', summary: 'Gửi ảnh 20 lượt quay', content: '' },
      },
      imageUrl: '',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      sortOrder: 5,
      rule: { kind: 'application', joinMode: 'application', rewardType: 'bonus', period: 'once', turnoverMultiple: 3, allowStacking: false, amount: null, claimDays: null, percent: null, minDeposit: null, cap: 50_000, minLoss: null, days: null },
      ...over,
    });
    const save = (token: string, body: PromotionInput) => call<Envelope<OperatorPromotion & { reason?: string }>>(s, promotionsOperatorApi.operatorSavePromotion, body as unknown as Record<string, unknown>, { token });
    const audits = (id: number) =>
      queryRows<{ action: string; details: { before: unknown; after: unknown } }>(s.db, sql`select action, details from operator_audit where target_type = 'promotion' and target_id = ${String(id)} order by id`);

    beforeAll(async () => {
      admin = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'operator', password: 'Operator1234' })).body.value.token;
    });

    it('refuses finance every editor call (403) and a member token (401)', async () => {
      expect((await call(s, promotionsOperatorApi.operatorPromotions, {}, { token: cashier })).status).toBe(403);
      expect((await save(cashier, { ...input(), merchantCode: 'LOTUS' })).status).toBe(403);
      expect((await call(s, promotionsOperatorApi.operatorPausePromotion, { id: ids.get('zalo-reward')!, paused: true }, { token: cashier })).status).toBe(403);
      const m = await register();
      expect((await call(s, promotionsOperatorApi.operatorPromotions, {}, { token: m.token })).status).toBe(401);
    });

    it('creates a promotion with its copy per language and its rule; the site shows it and pays by it; audited', async () => {
      const noBrand = await save(admin, input());
      expect(noBrand.status).toBe(400);
      const created = await save(admin, { ...input(), merchantCode: 'LOTUS' });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const p = created.body.value;
      expect(p).toMatchObject({ merchantCode: 'LOTUS', category: 'slots', status: 'running', paused: false, inUse: false, imageUrl: `/media/promotions/${p.code}.webp` });
      expect(p.copies.VI).toEqual({ title: 'Tuần quay', summary: 'Gửi ảnh 20 lượt quay', content: '' });
      expect(p.rule).toMatchObject({ kind: 'application', cap: 50_000, turnoverMultiple: 3 });
      const [rule] = await queryRows<{ params: Record<string, number> }>(s.db, sql`select params from promotion_rules where promotion_id = ${p.id}`);
      expect(rule?.params).toEqual({ cap: 5_000_000 });

      const m = await register();
      const seen = await call<Envelope<{ items: ActivityCard[] }>>(s, api.activityList, { tab: 'slots' }, { token: m.token, headers: { language: 'VI' } });
      expect(seen.body.value.items.find((c) => c.id === p.id)).toMatchObject({ title: 'Tuần quay', state: 'join', joinMode: 'application' });
      const listed = await call<Envelope<{ items: OperatorPromotion[] }>>(s, promotionsOperatorApi.operatorPromotions, {}, { token: admin });
      expect(listed.body.value.items.some((i) => i.id === p.id)).toBe(true);
      // every seeded promotion (a referral one too) answers as the contract says, as the console reads it
      expect(z.safeParse(promotionsOperatorApi.operatorPromotions.response, listed.body.value).success).toBe(true);
      expect(listed.body.value.items.some((i) => i.category === 'referral')).toBe(true);

      // a kind needs its parameters, and an end after its start
      const noCap = await save(admin, { ...input({ rule: { ...input().rule!, cap: null } }), id: p.id });
      expect(noCap.status).toBe(400);
      expect(noCap.body.fieldErrors?.[0]).toMatchObject({ field: 'rule.cap' });
      const backwards = await save(admin, { ...input({ endsAt: new Date(Date.now() - 7_200_000).toISOString() }), id: p.id });
      expect(backwards.status).toBe(400);

      // a member applies: the kind may no longer change
      await call(s, api.applyActivity, { id: p.id, comment: '20 spins', imageIds: [] }, { token: m.token });
      const toGift = await save(admin, { ...input({ rule: { ...input().rule!, kind: 'registration_gift', joinMode: 'auto', amount: 1000, claimDays: 7 } }), id: p.id });
      expect(toGift.status).toBe(409);
      expect(toGift.body.value).toMatchObject({ reason: 'promotionInUse' });
      // the schedule moves: it starts tomorrow
      const later = await save(admin, { ...input({ startsAt: new Date(Date.now() + 86_400_000).toISOString() }), id: p.id });
      expect(later.body.value).toMatchObject({ status: 'scheduled', inUse: true, code: p.code });
      expect((await audits(p.id)).map((a) => a.action)).toEqual(['promotion.create', 'promotion.update']);
    });

    it('an application promotion keeps its days to claim: an approved reward waits that long', async () => {
      const created = await save(admin, { ...input({ rule: { ...input().rule!, claimDays: 3 } }), merchantCode: 'LOTUS' });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const p = created.body.value;
      expect(p.rule).toMatchObject({ kind: 'application', cap: 50_000, claimDays: 3 });
      const [rule] = await queryRows<{ params: Record<string, number> }>(s.db, sql`select params from promotion_rules where promotion_id = ${p.id}`);
      expect(rule?.params).toEqual({ cap: 5_000_000, claimDays: 3 });
      const m = await register();
      expect((await call(s, api.applyActivity, { id: p.id, comment: '20 spins', imageIds: [] }, { token: m.token })).status).toBe(200);
      const pending = (await call<Envelope<{ items: OperatorApplication[] }>>(s, promotionsOperatorApi.operatorApplications, { state: 'pending' }, { token: cashier })).body.value.items;
      const application = pending.find((a) => a.member.id === m.id && a.promotionId === p.id)!;
      const approved = await call<Envelope<OperatorApplication>>(s, promotionsOperatorApi.operatorApproveApplication, { id: application.id, amount: 20_000 }, { token: cashier });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const reward = (await rewards(m.token)).waiting.find((r) => r.promotionId === p.id)!;
      expect(reward).toMatchObject({ state: 'claimable', amount: 20_000, turnoverMultiple: 3 });
      const left = new Date(reward.expiresAt!).getTime() - Date.now();
      expect(left).toBeGreaterThan(2.9 * 86_400_000);
      expect(left).toBeLessThanOrEqual(3 * 86_400_000);
    });

    it("edits the seeded cashback: its numbers change, the game categories the editor does not hold stay", async () => {
      const id = ids.get('daily-cashback')!;
      const shown = (await call<Envelope<OperatorPromotion>>(s, promotionsOperatorApi.operatorPromotion, { id }, { token: admin })).body.value;
      expect(shown.rule).toMatchObject({ kind: 'cashback', percent: 10, cap: 500_000, minLoss: 50_000 });
      const saved = await save(admin, {
        id,
        category: shown.category as PromotionInput['category'],
        copies: { EN: shown.copies.EN! },
        imageUrl: shown.imageUrl,
        startsAt: shown.startsAt,
        endsAt: shown.endsAt,
        sortOrder: shown.sortOrder,
        rule: { ...shown.rule!, percent: 12 },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const [rule] = await queryRows<{ params: Record<string, unknown> }>(s.db, sql`select params from promotion_rules where promotion_id = ${id}`);
      expect(rule?.params).toMatchObject({ percent: 12, cap: 50_000_000, minLoss: 5_000_000, categories: ['INHOUSE'] });
    });

    it('pauses a promotion (gone from the site, audited once) and resumes it', async () => {
      const zalo = ids.get('zalo-reward')!;
      const paused = await call<Envelope<OperatorPromotion>>(s, promotionsOperatorApi.operatorPausePromotion, { id: zalo, paused: true }, { token: admin });
      expect(paused.body.value).toMatchObject({ paused: true, status: 'paused' });
      expect((await list()).some((c) => c.id === zalo)).toBe(false);
      // a repeat records nothing more
      await call(s, promotionsOperatorApi.operatorPausePromotion, { id: zalo, paused: true }, { token: admin });
      const resumed = await call<Envelope<OperatorPromotion>>(s, promotionsOperatorApi.operatorPausePromotion, { id: zalo, paused: false }, { token: admin });
      expect(resumed.body.value.paused).toBe(false);
      expect((await list()).some((c) => c.id === zalo)).toBe(true);
      const rows = await audits(zalo);
      expect(rows.map((a) => a.action)).toEqual(['promotion.pause', 'promotion.resume']);
      expect(rows[0]!.details).toMatchObject({ before: { paused: false }, after: { paused: true } });
    });
  });

  it('a time-out or self-exclusion stops marketing: no joining, no claiming, no promotions in the home notice', async () => {
    const m = await register();
    const before = await call<Envelope<{ promotion: unknown[] }>>(s, api.homeNotice, {}, { token: m.token });
    expect(before.body.value.promotion.length).toBeGreaterThan(0);
    await s.db.insert(protectionBlocks).values({ memberId: m.id, merchantCode: 'LOTUS', kind: 'timeOut', duration: '7d', startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 7 * 86_400_000), source: 'member' });

    const joined = await call<Envelope<unknown>>(s, api.joinActivity, { id: ids.get('welcome-bonus')! }, { token: m.token });
    expect(joined.status).toBe(403);
    expect(joined.body.value).toEqual({ reason: 'promotions.errors.marketingStopped' });
    const claimed = await claim(m.token, 1);
    expect(claimed.status).toBe(403);
    expect(claimed.body.value).toEqual({ reason: 'promotions.errors.marketingStopped' });
    const notice = await call<Envelope<{ promotion: unknown[]; popup: Array<{ type: string }> }>>(s, api.homeNotice, {}, { token: m.token });
    expect(notice.body.value.promotion).toEqual([]);
    expect(notice.body.value.popup.some((a) => a.type === 'PR')).toBe(false);
    // a visitor still sees them
    expect((await call<Envelope<{ promotion: unknown[] }>>(s, api.homeNotice, {})).body.value.promotion.length).toBeGreaterThan(0);
  });
});
