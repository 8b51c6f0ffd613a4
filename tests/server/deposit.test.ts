import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOrders, depositTestCards, ledgerTransactions, operatorAudit } from '../../server/src/db/schema';
import { runWindow } from '../../server/src/jobs/runner';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/src/lib/callback-signature';
import { crc16 } from '../../server/src/lib/vietqr';
import { depositExpiryJob, expireOverdueOrders } from '../../server/src/modules/deposit/expiry';
import { sandboxSecret } from '../../server/src/modules/deposit/provider-secret';
import { SANDBOX_CALLBACK_PATH } from '../../server/src/modules/deposit/routes';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { api } from '../../src/shared/contract/api';
import { depositOperatorApi } from '../../src/shared/contract/deposit-operator';
import type { DepositChannels, DepositOrder } from '../../src/shared/contract/deposit';
import { envelopeOf } from '../../src/shared/contract/envelope';
import type { Endpoint } from '../../src/shared/contract/endpoint';
import { operatorApi } from '../../src/shared/contract/operator';
import { call, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  value: T;
  code?: string;
  message: string;
  fieldErrors?: Array<{ field: string; key: string }>;
}

let seq = 0;
const key = (label: string) => `deposit-test-${label}-${Date.now()}-${(seq += 1)}`.padEnd(20, 'x');

describe('deposits', () => {
  let s: TestServer;
  let secret: string;

  async function newMember(): Promise<string> {
    const username = `dp${Math.random().toString(36).slice(2, 10)}`;
    const r = await call<Envelope<{ token: string }>>(s, api.register, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      login: true,
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.value.token;
  }

  async function balance(token: string): Promise<number> {
    return (await call<Envelope<{ sumBalance: number }>>(s, api.balance, {}, { token })).body.value.sumBalance;
  }

  async function member<T>(endpoint: Endpoint, input: Record<string, unknown>, token: string, idempotencyKey?: string) {
    const r = await call<Envelope<T>>(s, endpoint, input, { token, ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}) });
    if (r.status === 200) expect(envelopeOf(endpoint.response).safeParse(r.body).success, JSON.stringify(r.body)).toBe(true);
    return r;
  }

  async function create(token: string, input: Record<string, unknown>, k = key('create')) {
    return member<DepositOrder>(api.createDeposit, input, token, k);
  }

  async function order(token: string, id: number): Promise<DepositOrder> {
    return (await member<DepositOrder>(api.depositOrder, { id }, token)).body.value;
  }

  /** A callback as the provider sends it, signed with `signingSecret` at `timestamp` (seconds). */
  async function callback(body: Record<string, unknown>, options: { signingSecret?: string; timestamp?: number; signature?: string } = {}) {
    const raw = JSON.stringify(body);
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const r = await s.app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: options.signature ?? signCallback(options.signingSecret ?? secret, timestamp, raw),
      },
      payload: raw,
    });
    return { status: r.statusCode, body: r.json<Envelope<{ outcome: string; state: string }>>() };
  }

  const paid = (reference: string, amount: number, callbackId = key('cb').slice(0, 60)) => ({
    callbackId,
    reference,
    status: 'paid',
    amount,
    currency: 'VND',
  });

  async function depositTransactions(orderId: number) {
    return s.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `deposit:${orderId}`));
  }

  beforeAll(async () => {
    s = await startTestServer();
    secret = await sandboxSecret(s.db, s.config);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('lists the brand’s channels with their limits, quick amounts and the order time', async () => {
    const token = await newMember();
    const r = await member<DepositChannels>(api.depositChannels, {}, token);
    expect(r.status).toBe(200);
    expect(r.body.value.channels.map((c) => [c.code, c.kind])).toEqual([
      ['bank', 'bankTransfer'],
      ['qr', 'bankQr'],
      ['ewallet', 'eWallet'],
      ['card', 'scratchCard'],
    ]);
    expect(r.body.value.orderMinutes).toBe(15);
    const card = r.body.value.channels.find((c) => c.code === 'card');
    expect(card?.telcos).toEqual(['VIETTEL', 'MOBIFONE', 'VINAPHONE']);
    expect(card?.cardValues).toContain(100_000);
    const bank = r.body.value.channels[0];
    expect(bank).toMatchObject({ min: 50_000, max: 300_000_000 });
    expect(bank?.quickAmounts.length).toBeGreaterThan(0);
    expect((await call(s, api.depositChannels, {})).status).toBe(401);
  });

  it('refuses amounts outside the channel’s limits and unknown channels', async () => {
    const token = await newMember();
    const low = await create(token, { channel: 'bank', amount: 49_999 });
    expect([low.status, low.body.code, low.body.fieldErrors?.[0]]).toEqual([400, 'VALIDATION', expect.objectContaining({ field: 'amount', key: 'form.amount.min' })]);
    const high = await create(token, { channel: 'ewallet', amount: 20_000_001 });
    expect(high.body.fieldErrors?.[0]).toMatchObject({ field: 'amount', key: 'form.amount.max' });
    expect((await create(token, { channel: 'nope', amount: 100_000 })).status).toBe(404);
    expect((await call(s, api.createDeposit, { channel: 'bank', amount: 100_000 }, { token })).status).toBe(400);
  });

  it('makes one order per Idempotency-Key, with a unique transfer note, the bank details, a VietQR payload and a countdown', async () => {
    const token = await newMember();
    const k = key('idem');
    const first = await create(token, { channel: 'qr', amount: 150_000 }, k);
    const again = await create(token, { channel: 'qr', amount: 150_000 }, k);
    expect(first.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.value.id).toBe(first.body.value.id);
    const o = first.body.value;
    expect(o).toMatchObject({ state: 'pending', amount: 150_000, kind: 'bankQr', bank: { accountNumber: '0071000888999' } });
    expect(o.reference).toMatch(/^LP[A-Z2-9]{8}$/);
    expect(o.secondsLeft).toBeGreaterThan(14 * 60);
    expect(o.secondsLeft).toBeLessThanOrEqual(15 * 60);
    // the EMVCo payload: account, amount, note, and a CRC over everything before it
    const qr = o.qrPayload ?? '';
    expect(qr).toContain('0010A000000727');
    expect(qr).toContain('0006970436' + '0113' + '0071000888999');
    expect(qr).toContain('5406150000');
    expect(qr).toContain(`0810${o.reference}`);
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));
    expect(crc16('123456789')).toBe('29B1');
    expect(o.payUrl).toMatch(/^\/sandbox-pay\/checkout\?/);
    const other = await create(token, { channel: 'qr', amount: 150_000 });
    expect(other.body.value.reference).not.toBe(o.reference);
    expect((await member(api.depositOrder, { id: o.id }, await newMember())).status).toBe(404);
  });

  it('credits a valid callback once; a replay, a forged signature and a stale timestamp are refused', async () => {
    const token = await newMember();
    const o = (await create(token, { channel: 'ewallet', amount: 300_000 })).body.value;
    const body = paid(o.reference, 300_000);

    const forged = await callback(body, { signingSecret: 'x'.repeat(64) });
    expect([forged.status, forged.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const stale = await callback(body, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect([stale.status, stale.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const unsigned = await callback(body, { signature: '' });
    expect(unsigned.status).toBe(401);
    expect(await balance(token)).toBe(0);

    const ok = await callback(body);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value).toMatchObject({ outcome: 'credited', state: 'credited' });
    expect(await balance(token)).toBe(300_000);
    expect(await order(token, o.id)).toMatchObject({ state: 'credited', creditedAmount: 300_000, payUrl: null, secondsLeft: 0 });

    const replay = await callback(body);
    expect([replay.status, replay.body.code]).toEqual([409, 'CONFLICT']);
    // the provider telling it again under a new id: answered, nothing more moves
    const repeat = await callback(paid(o.reference, 300_000));
    expect(repeat.body.value.outcome).toBe('alreadySettled');
    expect(await balance(token)).toBe(300_000);
    expect(await depositTransactions(o.id)).toHaveLength(1);
  });

  it('credits what was paid when the amount differs, and records the mismatch', async () => {
    const token = await newMember();
    const o = (await create(token, { channel: 'bank', amount: 500_000 })).body.value;
    const r = await callback(paid(o.reference, 450_000));
    expect(r.body.value.outcome).toBe('credited');
    expect(await order(token, o.id)).toMatchObject({ state: 'credited', amount: 500_000, paidAmount: 450_000, creditedAmount: 450_000 });
    const [row] = await s.db.select().from(depositOrders).where(eq(depositOrders.id, o.id));
    expect(row?.notes).toEqual(['amountMismatch', 'paidShort']);
    expect(await balance(token)).toBe(450_000);
  });

  it('a provider’s refusal fails the pending order and moves nothing', async () => {
    const token = await newMember();
    const o = (await create(token, { channel: 'ewallet', amount: 100_000 })).body.value;
    const r = await callback({ ...paid(o.reference, 0), status: 'failed' });
    expect(r.body.value.outcome).toBe('failed');
    expect(await order(token, o.id)).toMatchObject({ state: 'failed', failureReason: 'providerFailed' });
    expect(await balance(token)).toBe(0);
  });

  it('the expiry job expires overdue pending orders exactly once; a late payment is still credited', async () => {
    const token = await newMember();
    const late = (await create(token, { channel: 'bank', amount: 100_000 })).body.value;
    const fresh = (await create(token, { channel: 'bank', amount: 100_000 })).body.value;
    await s.db.update(depositOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(depositOrders.id, late.id));

    const window = new Date(Math.floor(Date.now() / 30_000) * 30_000 - 30_000);
    expect(await runWindow(s.db, depositExpiryJob, window)).toBe('ran');
    expect(await runWindow(s.db, depositExpiryJob, window)).toBe('done-elsewhere');
    expect(await expireOverdueOrders(s.db)).not.toContain(late.id);
    expect(await order(token, late.id)).toMatchObject({ state: 'expired', secondsLeft: 0, payUrl: null });
    expect((await order(token, fresh.id)).state).toBe('pending');
    const expiredAt = (await s.db.select().from(depositOrders).where(eq(depositOrders.id, late.id)))[0]?.settledAt;
    expect(expiredAt).toBeInstanceOf(Date);

    // the money arrived after all: credited, noted as late
    const r = await callback(paid(late.reference, 100_000));
    expect(r.body.value).toMatchObject({ outcome: 'credited', state: 'credited' });
    const [row] = await s.db.select().from(depositOrders).where(eq(depositOrders.id, late.id));
    expect(row?.notes).toEqual(['lateCallback']);
    expect(await balance(token)).toBe(100_000);
  });

  it('lets the member cancel a pending order, not a settled one', async () => {
    const token = await newMember();
    const o = (await create(token, { channel: 'bank', amount: 100_000 })).body.value;
    const cancelled = await member<DepositOrder>(api.cancelDeposit, { id: o.id }, token);
    expect(cancelled.body.value).toMatchObject({ state: 'cancelled', payUrl: null });
    expect((await member(api.cancelDeposit, { id: o.id }, token)).status).toBe(200);
    const credited = (await create(token, { channel: 'ewallet', amount: 100_000 })).body.value;
    await callback(paid(credited.reference, 100_000));
    const refused = await member(api.cancelDeposit, { id: credited.id }, token);
    expect([refused.status, refused.body.code]).toEqual([409, 'CONFLICT']);
    expect((await member(api.cancelDeposit, { id: o.id }, await newMember())).status).toBe(404);
  });

  it('credits a right scratch card at once and fails a wrong, used or mis-valued one with a reason', async () => {
    const token = await newMember();
    const card = { telco: 'VIETTEL', serial: '10000010001', pin: '100000100017' };
    const right = await create(token, { channel: 'card', amount: 100_000, card });
    expect(right.body.value).toMatchObject({ state: 'credited', creditedAmount: 100_000, card: { telco: 'VIETTEL', serial: '•••••••0001', value: 100_000 } });
    expect(await balance(token)).toBe(100_000);

    const used = await create(token, { channel: 'card', amount: 100_000, card });
    expect(used.body.value).toMatchObject({ state: 'failed', failureReason: 'cardUsed' });
    const wrongPin = await create(token, { channel: 'card', amount: 100_000, card: { ...card, serial: '10000010002', pin: '100000100000' } });
    expect(wrongPin.body.value).toMatchObject({ state: 'failed', failureReason: 'cardInvalid' });
    const value = await create(token, { channel: 'card', amount: 50_000, card: { ...card, serial: '10000010003', pin: '100000100037' } });
    expect(value.body.value).toMatchObject({ state: 'failed', failureReason: 'cardValueMismatch' });
    const [stillFree] = await s.db.select().from(depositTestCards).where(eq(depositTestCards.serial, '10000010003'));
    expect(stillFree?.usedByOrder).toBeNull();
    expect((await create(token, { channel: 'card', amount: 30_000, card })).status).toBe(400);
    expect((await create(token, { channel: 'card', amount: 100_000, card: { ...card, telco: 'NOPE' } })).status).toBe(400);
    expect(await balance(token)).toBe(100_000);
  });

  it('pages the member’s history, newest first, by state', async () => {
    const token = await newMember();
    for (const amount of [100_000, 200_000, 300_000]) await create(token, { channel: 'bank', amount });
    const page = await member<{ items: DepositOrder[]; total: number }>(api.depositHistory, { page: 1, pageSize: 2 }, token);
    expect(page.body.value.total).toBe(3);
    expect(page.body.value.items.map((o) => o.amount)).toEqual([300_000, 200_000]);
    const credited = await member<{ total: number }>(api.depositHistory, { state: 'credited' }, token);
    expect(credited.body.value.total).toBe(0);
  });

  it('the sandbox checkout page pays an order through a signed callback, under a script-free policy', async () => {
    const token = await newMember();
    const o = (await create(token, { channel: 'ewallet', amount: 200_000 })).body.value;
    const page = await s.app.inject({ method: 'GET', url: o.payUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    expect(page.body).toContain(o.reference);
    expect(page.body).not.toContain('<script');
    const params = new URL(o.payUrl ?? '', 'http://x').searchParams;
    const tampered = await s.app.inject({ method: 'GET', url: (o.payUrl ?? '').replace('amount=200000', 'amount=1') });
    expect(tampered.statusCode).toBe(400);
    const form = new URLSearchParams({ ...Object.fromEntries(params), action: 'pay' });
    const paidPage = await s.app.inject({
      method: 'POST',
      url: '/sandbox-pay/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(paidPage.statusCode, paidPage.body).toBe(200);
    expect(paidPage.body).toContain('Payment sent');
    expect(await order(token, o.id)).toMatchObject({ state: 'credited' });
    expect(await balance(token)).toBe(200_000);
    const css = await s.app.inject({ method: 'GET', url: '/sandbox-pay/style.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  /** Posts the sandbox checkout form of an order as its page would, with `fields` added or replaced. */
  async function postCheckout(payUrl: string, fields: Record<string, string>) {
    const params = Object.fromEntries(new URL(payUrl, 'http://x').searchParams);
    return s.app.inject({
      method: 'POST',
      url: '/sandbox-pay/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...params, ...fields }).toString(),
    });
  }

  it('the sandbox checkout takes no amount from the browser: a posted amount is refused and credits nothing', async () => {
    const token = await newMember();
    const o = (await create(token, { channel: 'ewallet', amount: 100_000 })).body.value;
    const page = await s.app.inject({ method: 'GET', url: o.payUrl ?? '' });
    expect(page.body).not.toMatch(/name="paid"/);
    // the attack of the report: the form posted with an amount of the payer's choosing
    const attack = await postCheckout(o.payUrl ?? '', { action: 'pay', paid: '999999999999' });
    expect(attack.statusCode).toBe(400);
    const forged = await postCheckout(o.payUrl ?? '', { action: 'pay', amount: '999999999999' });
    expect(forged.statusCode).toBe(400);
    const unknown = await postCheckout(o.payUrl ?? '', { action: 'payMore' });
    expect(unknown.statusCode).toBe(400);
    expect(await order(token, o.id)).toMatchObject({ state: 'pending', paidAmount: null });
    expect(await balance(token)).toBe(0);
    const [callbacks] = await Promise.all([s.db.select().from(depositOrders).where(eq(depositOrders.id, o.id))]);
    expect(callbacks?.[0]?.ledgerTransactionId).toBeNull();
  });

  it('the sandbox pays short or over by a tenth, decided and signed by the provider, and the console flags it', async () => {
    const token = await newMember();
    const short = (await create(token, { channel: 'ewallet', amount: 100_000 })).body.value;
    const over = (await create(token, { channel: 'ewallet', amount: 200_000 })).body.value;
    const page = await s.app.inject({ method: 'GET', url: short.payUrl ?? '' });
    expect(page.body).toContain('Short payment (test): 90,000 VND');
    expect(page.body).toContain('Overpayment (test): 110,000 VND');
    expect((await postCheckout(short.payUrl ?? '', { action: 'payShort' })).statusCode).toBe(200);
    expect((await postCheckout(over.payUrl ?? '', { action: 'payOver' })).statusCode).toBe(200);
    expect(await order(token, short.id)).toMatchObject({ state: 'credited', amount: 100_000, paidAmount: 90_000, creditedAmount: 90_000 });
    expect(await order(token, over.id)).toMatchObject({ state: 'credited', amount: 200_000, paidAmount: 220_000, creditedAmount: 220_000 });
    expect(await balance(token)).toBe(310_000);

    const cashier = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'cashier', password: 'Cashier1234' })).body.value.token;
    const list = await call<Envelope<{ items: Array<{ id: number; notes: string[]; paidAmount: number | null }> }>>(
      s,
      depositOperatorApi.operatorDeposits,
      { member: (await call<Envelope<{ account: string }>>(s, api.memberInfo, {}, { token })).body.value.account },
      { token: cashier },
    );
    const notes = Object.fromEntries(list.body.value.items.map((i) => [i.id, i.notes]));
    expect(notes[short.id]).toEqual(['amountMismatch', 'paidShort']);
    expect(notes[over.id]).toEqual(['amountMismatch', 'paidOver']);
  });

  it('a paid callback after the provider said the order failed credits it, flagged for staff', async () => {
    const token = await newMember();
    const o = (await create(token, { channel: 'ewallet', amount: 100_000 })).body.value;
    expect((await postCheckout(o.payUrl ?? '', { action: 'fail' })).statusCode).toBe(200);
    expect((await order(token, o.id)).state).toBe('failed');
    const r = await callback(paid(o.reference, 100_000));
    expect(r.body.value).toMatchObject({ outcome: 'credited', state: 'credited' });
    const [row] = await s.db.select().from(depositOrders).where(eq(depositOrders.id, o.id));
    expect(row?.notes).toEqual(['paidAfterFailure']);
    expect(await balance(token)).toBe(100_000);
  });

  it('refuses a fraction of a đồng, with the field error the site shows', async () => {
    const token = await newMember();
    const r = await create(token, { channel: 'ewallet', amount: 100_000.5 });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors?.[0]).toMatchObject({ field: 'amount', key: 'form.amount.wholeUnits' });
    const cents = await create(token, { channel: 'ewallet', amount: 100_000.01 });
    expect(cents.body.fieldErrors?.[0]).toMatchObject({ field: 'amount', key: 'form.amount.wholeUnits' });
    expect((await member<{ total: number }>(api.depositHistory, {}, token)).body.value.total).toBe(0);
  });

  it("the sandbox pages speak the member's language: the link's lang, else the browser's, else English", async () => {
    const token = await newMember();
    const o = (await create(token, { channel: 'ewallet', amount: 150_000 })).body.value;
    const vi = await s.app.inject({ method: 'GET', url: `${o.payUrl ?? ''}&lang=vi` });
    expect(vi.body).toContain('<html lang="vi">');
    expect(vi.body).toContain('Thanh toán cho Lotus Play');
    expect(vi.body).toContain('150.000 VND');
    const th = await s.app.inject({ method: 'GET', url: o.payUrl ?? '', headers: { 'accept-language': 'fr-FR;q=1, th-TH;q=0.8' } });
    expect(th.body).toContain('<html lang="th">');
    const unknown = await s.app.inject({ method: 'GET', url: `${o.payUrl ?? ''}&lang=xx`, headers: { 'accept-language': 'fr' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('Pay Lotus Play');
    const params = new URL(o.payUrl ?? '', 'http://x').searchParams;
    const declined = await s.app.inject({
      method: 'POST',
      url: '/sandbox-pay/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...Object.fromEntries(params), lang: 'zh', action: 'fail' }).toString(),
    });
    expect(declined.body).toContain('付款已拒绝');
    expect(await order(token, o.id)).toMatchObject({ state: 'failed' });
    const broken = await s.app.inject({ method: 'GET', url: '/sandbox-pay/checkout?ref=X&lang=id' });
    expect([broken.statusCode, broken.body.includes('Tautan pembayaran ini tidak valid')]).toEqual([400, true]);
  });

  describe('in the console', () => {
    async function signIn(username: string, password: string): Promise<string> {
      const r = await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username, password });
      return r.body.value.token;
    }

    it('lists orders by state and member, shows one with its callbacks, and confirms a pending one by hand, once', async () => {
      const cashier = await signIn('cashier', 'Cashier1234');
      const token = await newMember();
      const o = (await create(token, { channel: 'bank', amount: 700_000 })).body.value;
      const info = (await call<Envelope<{ account: string }>>(s, api.memberInfo, {}, { token })).body.value;

      const list = await call<Envelope<{ items: Array<{ id: number; account: string; state: string }>; total: number }>>(
        s,
        depositOperatorApi.operatorDeposits,
        { state: 'pending', member: info.account },
        { token: cashier },
      );
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(envelopeOf(depositOperatorApi.operatorDeposits.response).safeParse(list.body).success).toBe(true);
      expect(list.body.value.items.map((i) => i.id)).toEqual([o.id]);
      expect((await call(s, depositOperatorApi.operatorDeposits, {}, { token })).status).toBe(401);

      const requestId = key('confirm');
      const body = { id: o.id, reason: 'Matched the bank statement line 42', requestId };
      const confirmed = await call<Envelope<{ order: { state: string; notes: string[] }; replayed: boolean }>>(
        s,
        depositOperatorApi.operatorConfirmDeposit,
        body,
        { token: cashier },
      );
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.value).toMatchObject({ order: { state: 'credited', notes: ['manualConfirmation'] }, replayed: false });
      const again = await call<Envelope<{ replayed: boolean }>>(s, depositOperatorApi.operatorConfirmDeposit, body, { token: cashier });
      expect(again.body.value.replayed).toBe(true);
      const other = await call<Envelope<unknown>>(s, depositOperatorApi.operatorConfirmDeposit, { ...body, requestId: key('other') }, { token: cashier });
      expect([other.status, other.body.code]).toEqual([409, 'CONFLICT']);
      expect(await balance(token)).toBe(700_000);
      const audits = await s.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'deposit.confirm'));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ targetType: 'depositOrder', targetId: String(o.id), reason: 'Matched the bank statement line 42' });

      // the provider's callback arriving afterwards moves nothing more
      const late = await callback(paid(o.reference, 700_000));
      expect(late.body.value.outcome).toBe('alreadySettled');
      expect(await balance(token)).toBe(700_000);

      const detail = await call<Envelope<{ order: { id: number }; callbacks: unknown[] }>>(s, depositOperatorApi.operatorDeposit, { id: o.id }, { token: cashier });
      expect(envelopeOf(depositOperatorApi.operatorDeposit.response).safeParse(detail.body).success).toBe(true);
      expect(detail.body.value.callbacks).toHaveLength(1);
    });
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkLedger(s.db)).toEqual([]);
  });
});
