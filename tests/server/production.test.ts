import { Readable, Writable } from 'node:stream';
import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import {
  agentContracts,
  banners,
  depositChannels,
  depositTestCards,
  games,
  helpArticles,
  memberMessages,
  members,
  merchants,
  operators,
  promotions,
} from '../../server/src/db/schema';
import { loadPayloadKeys } from '../../server/src/db/payload-keys';
import type { PayloadKeyPair } from '../../server/src/lib/payload-cipher';
import { sendMessage } from '../../server/src/modules/identity/outbox';
import { createOperator, setOperatorPassword } from '../../server/src/modules/operator/accounts';
import { accountSeeds } from '../../server/src/seed/data/accounts';
import { CASHIER_PASSWORD, OPERATOR_PASSWORD } from '../../server/src/seed/data/operators';
import { refuseDemoStaffPasswords, StartRefused } from '../../server/src/seed/demo-passwords';
import { prepareDatabase } from '../../server/src/start';
import { createStaffAccount, StaffInputError, streamPrompter } from '../../server/src/tools/staff-account';
import { api } from '../../src/shared/contract/api';
import { operatorApi } from '../../src/shared/contract/operator';
import { call, openTestDatabase, testConfig, type TestDatabase } from './helpers';

/*
 * Production mode (docs/security.md, "Production mode"): NODE_ENV=production
 * seeds no demo account and serves no development aid unless a variable says
 * so; the first staff account comes from `npm run staff:create`; a staff
 * account with a demo password stops the start.
 */

const PRODUCTION = { NODE_ENV: 'production' };
const STRONG = 'Lotus-Staff-2026!';

/** An app on `db` with this configuration, its log lines collected. */
async function appOn(db: TestDatabase['db'], env: Record<string, string>): Promise<{ app: FastifyInstance; keys: PayloadKeyPair; log: string[] }> {
  const log: string[] = [];
  const config = testConfig({ LOG_LEVEL: 'warn', ...env });
  const keys = await loadPayloadKeys(db, config);
  const app = await buildApp({ db, config, keys }, { serveSite: false, logStream: { write: (line) => log.push(line) } });
  return { app, keys, log };
}

/** Answers the questions with these lines, as a pipe into `npm run staff:create` would. */
function linesPrompter(lines: string[]) {
  const shown: string[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      shown.push(chunk.toString());
      done();
    },
  });
  const prompter = streamPrompter(Readable.from(lines.map((l) => `${l}\n`)), output, false);
  return { prompter, shown };
}

describe('the configuration in production', () => {
  it('turns every development aid off unless a variable turns it on, and warns of each one on', () => {
    const dev = loadConfig({});
    expect(dev).toMatchObject({ production: false, devOutbox: true, devOutboxAnyCaller: false, demoData: true, sandboxPay: true, warnings: [] });

    const prod = loadConfig(PRODUCTION);
    expect(prod).toMatchObject({ production: true, devOutbox: false, demoData: false, sandboxPay: false, warnings: [] });
    expect(prod.firebase.emulator).toBe(false);

    const explicit = loadConfig({ ...PRODUCTION, DEV_OUTBOX: 'true', DEMO_DATA: 'true', SANDBOX_PAY: 'true', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(explicit).toMatchObject({ devOutbox: true, devOutboxAnyCaller: true, demoData: true, sandboxPay: true });
    expect(explicit.firebase.emulator).toBe(false);
    expect(explicit.warnings.join('\n')).toMatch(/DEV_OUTBOX=true/);
    expect(explicit.warnings.join('\n')).toMatch(/DEMO_DATA=true/);
    expect(explicit.warnings.join('\n')).toMatch(/SANDBOX_PAY=true/);
    expect(explicit.warnings.join('\n')).toMatch(/FIREBASE_AUTH_EMULATOR_HOST is ignored/);

    // the emulator's unsigned tokens only when explicitly enabled, and the log says so
    const emulator = loadConfig({ ...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', AUTH_EMULATOR: 'true' });
    expect(emulator.firebase).toMatchObject({ emulator: true, emulatorHost: '127.0.0.1:9099' });
    expect(emulator.warnings.join('\n')).toMatch(/AUTH_EMULATOR=true/);
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', AUTH_EMULATOR: 'false' }).firebase.emulator).toBe(false);

    expect(loadConfig({ SANDBOX_PAY: 'false', DEMO_DATA: 'no' })).toMatchObject({ sandboxPay: false, demoData: false, warnings: [] });
    expect(() => loadConfig({ SANDBOX_PAY: 'maybe' })).toThrow(/SANDBOX_PAY/);
  });
});

describe('a production start on a new database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase({ seed: false });
    await prepareDatabase(t.handle, testConfig(PRODUCTION));
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = async (table: PgTable) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('seeds the brand, its content and the catalogue, and no demo account, staff account or demo history', async () => {
    expect(await rows(merchants)).toBeGreaterThan(0);
    expect(await rows(games)).toBeGreaterThan(1000);
    expect(await rows(helpArticles)).toBeGreaterThan(0);
    expect(await rows(promotions)).toBeGreaterThan(0);
    expect(await rows(banners)).toBeGreaterThan(0);
    expect(await rows(depositChannels)).toBeGreaterThan(0);

    const demo = await t.db.select({ account: members.account }).from(members).where(inArray(members.account, accountSeeds.map((a) => a.account)));
    expect(demo).toEqual([]);
    // the free-play template only: it has no password and never logs in
    expect((await t.db.select({ account: members.account }).from(members)).map((m) => m.account)).toEqual(['guest']);
    expect(await rows(operators)).toBe(0);
    expect(await rows(memberMessages)).toBe(0);
    expect(await rows(agentContracts)).toBe(0);
    // the sandbox telco's published test cards would pay real deposits
    expect(await rows(depositTestCards)).toBe(0);
  });

  it('serves neither the sandbox provider nor the outbox, and logs no warning', async () => {
    const { app, log } = await appOn(t.db, PRODUCTION);
    try {
      expect((await app.inject({ method: 'GET', url: '/sandbox-pay/checkout?ref=LPABCDEFGH&amount=100000&currency=VND&sig=abcdefghijklmnop' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/wps/deposit/callback/sandbox', payload: { reference: 'LPABCDEFGH' } })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/wps/dev/outbox?to=demo%40lotusplay.example' })).statusCode).toBe(404);
      expect(log.filter((line) => line.includes('production:'))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('serves each aid a variable turns on, with a warning in the log for each', async () => {
    const { app, log } = await appOn(t.db, { ...PRODUCTION, SANDBOX_PAY: 'true', DEV_OUTBOX: 'true' });
    try {
      // present: a link without a valid signature is refused by the provider's page, not unknown
      expect((await app.inject({ method: 'GET', url: '/sandbox-pay/checkout?ref=X' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/sandbox-pay/style.css' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/wps/dev/outbox?to=demo%40lotusplay.example' })).statusCode).toBe(200);
      const warnings = log.filter((line) => line.includes('production:')).map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(warnings.map((w) => w.level)).toEqual([40, 40]);
      expect(warnings.some((w) => w.msg.includes('SANDBOX_PAY=true'))).toBe(true);
      expect(warnings.some((w) => w.msg.includes('DEV_OUTBOX=true'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('makes the first staff account with staff:create, which then signs in to the console', async () => {
    const { prompter, shown } = linesPrompter(['chief', 'Chief of Staff', 'all', 'admin', STRONG, STRONG]);
    const result = await createStaffAccount(t.db, prompter);
    prompter.close();
    expect(result).toEqual({ username: 'chief', created: true, role: 'admin', merchantCode: null });
    // the questions were asked, and the password never written back
    expect(shown.join('')).toMatch(/Username: [\s\S]*Brand \(LOTUS, all[\s\S]*Role \(admin, finance\)[\s\S]*Password: [\s\S]*Password again: /);
    expect(shown.join('')).not.toContain(STRONG);

    const { app, keys } = await appOn(t.db, PRODUCTION);
    try {
      const server = { app, keys };
      const ok = await call<{ value: { token: string; operator: { username: string; role: string; merchantCode: string | null } } }>(
        server,
        operatorApi.operatorLogin,
        { username: 'chief', password: STRONG },
      );
      expect(ok.status).toBe(200);
      expect(ok.body.value.operator).toMatchObject({ username: 'chief', role: 'admin', merchantCode: null });
      const wrong = await call(server, operatorApi.operatorLogin, { username: 'chief', password: `${STRONG}x` });
      expect(wrong.status).toBe(401);
    } finally {
      await app.close();
    }
    // a production start goes on with it
    await expect(prepareDatabase(t.handle, testConfig(PRODUCTION))).resolves.toBeUndefined();
  });

  it('staff:create makes a brand\'s account too, and refuses a demo password, a weak one, two different ones, an unknown brand or role', async () => {
    const { prompter } = linesPrompter(['till', '', 'lotus', 'finance', STRONG, STRONG]);
    expect(await createStaffAccount(t.db, prompter)).toEqual({ username: 'till', created: true, role: 'finance', merchantCode: 'LOTUS' });
    prompter.close();

    const refused = async (lines: string[], message: RegExp) => {
      const { prompter: p } = linesPrompter(lines);
      const attempt = createStaffAccount(t.db, p);
      await expect(attempt).rejects.toBeInstanceOf(StaffInputError);
      await expect(attempt).rejects.toThrow(message);
      p.close();
    };
    await refused(['ops1', '', 'all', 'admin', OPERATOR_PASSWORD, OPERATOR_PASSWORD], /published demo password/);
    await refused(['ops1', '', 'all', 'admin', CASHIER_PASSWORD.toUpperCase(), CASHIER_PASSWORD.toUpperCase()], /published demo password/);
    await refused(['ops1', '', 'all', 'admin', 'Short1!', 'Short1!'], /at least 12 characters/);
    await refused(['ops1', '', 'all', 'admin', 'alllowercaseletters', 'alllowercaseletters'], /mixes three/);
    await refused(['ops1', '', 'all', 'admin', 'Ops1-is-my-Password', 'Ops1-is-my-Password'], /does not contain the username/);
    await refused(['ops1', '', 'all', 'admin', STRONG, `${STRONG}?`], /differ/);
    await refused(['ops1', '', 'NOPE', 'admin'], /No brand "NOPE"/);
    await refused(['ops1', '', 'all', 'root'], /No role "root"/);
    await refused(['x'], /username has 3 to 32/);
    await refused(['ops1', ''], /input ended/);
    const [made] = await t.db.select({ n: count() }).from(operators).where(eq(operators.username, 'ops1'));
    expect(made?.n).toBe(0);
  });
});

describe('the start refuses a staff account with a demo password in production', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    // a database that ran in development: the demo staff accounts with their published passwords
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the accounts, and starts once each has a new password', async () => {
    // outside production the demo staff accounts are the demo
    await expect(refuseDemoStaffPasswords(t.db, testConfig())).resolves.toBeUndefined();
    const refusal = prepareDatabase(t.handle, testConfig(PRODUCTION));
    await expect(refusal).rejects.toBeInstanceOf(StartRefused);
    await expect(refusal).rejects.toThrow(/"operator", "cashier"/);

    // staff:create on an existing account gives it a new password (and ends its sessions)
    const { prompter } = linesPrompter(['operator', 'yes', STRONG, STRONG]);
    expect(await createStaffAccount(t.db, prompter)).toMatchObject({ username: 'operator', created: false, role: 'admin' });
    prompter.close();
    await expect(prepareDatabase(t.handle, testConfig(PRODUCTION))).rejects.toThrow(/staff account "cashier" still has/);

    const [cashier] = await t.db.select().from(operators).where(eq(operators.username, 'cashier'));
    await setOperatorPassword(t.db, cashier!.id, 'Another-Strong-Pass-9');
    await expect(prepareDatabase(t.handle, testConfig(PRODUCTION))).resolves.toBeUndefined();

    // any staff account given a demo password, whatever its name, in any state
    const id = await createOperator(t.db, { username: 'helpdesk', displayName: 'Help desk', password: 'Demo1234', role: 'finance', merchantCode: 'LOTUS' });
    await t.db.update(operators).set({ status: 'disabled' }).where(eq(operators.id, id));
    await expect(prepareDatabase(t.handle, testConfig(PRODUCTION))).rejects.toThrow(/"helpdesk"/);
  });
});

describe('the outbox', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
    await sendMessage(t.db, { merchantCode: 'LOTUS', channel: 'sms', recipient: '+84 911222333', purpose: 'login', subject: 'Code', body: 'Your code is 123456' });
    await sendMessage(t.db, { merchantCode: 'LOTUS', channel: 'email', recipient: 'Someone@Mail.example', purpose: 'reset', subject: 'Reset', body: 'resetToken=abcDEF123' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const outbox = (app: FastifyInstance, query: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    app.inject({ method: 'GET', url: `/wps/dev/outbox${query}`, ...options });
  const recipients = (r: { json(): unknown }) => (r.json() as { value: Array<{ recipient: string }> }).value.map((m) => m.recipient);

  it('never lists every recipient: `to` is required and must be a whole number or address', async () => {
    const { app } = await appOn(t.db, {});
    try {
      expect((await outbox(app, '')).statusCode).toBe(400);
      expect((await outbox(app, '?to=')).statusCode).toBe(400);
      for (const part of ['%40', 'mail.example', '911', '%2B84', '%25', '_']) {
        const r = await outbox(app, `?to=${part}`);
        expect([r.statusCode, recipients(r)], part).toEqual([200, []]);
      }
      expect(recipients(await outbox(app, '?to=911222333'))).toEqual(['+84 911222333']);
      expect(recipients(await outbox(app, '?to=%2B84%20911222333'))).toEqual(['+84 911222333']);
      expect(recipients(await outbox(app, '?to=someone%40mail.example'))).toEqual(['Someone@Mail.example']);
    } finally {
      await app.close();
    }
  });

  it('answers only callers on this machine unless DEV_OUTBOX=true', async () => {
    const dev = await appOn(t.db, {});
    try {
      expect((await outbox(dev.app, '?to=911222333', { remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      expect((await outbox(dev.app, '?to=911222333', { remoteAddress: '::1' })).statusCode).toBe(200);
      expect((await outbox(dev.app, '?to=911222333', { remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
      expect((await outbox(dev.app, '?to=911222333', { remoteAddress: '10.0.0.8' })).statusCode).toBe(404);
      // a proxy on this machine connects from loopback for everyone
      expect((await outbox(dev.app, '?to=911222333', { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(404);
    } finally {
      await dev.app.close();
    }
    const behindProxy = await appOn(t.db, { TRUST_PROXY: 'true' });
    try {
      // the forwarded address is the client's word: it never makes a caller local
      expect((await outbox(behindProxy.app, '?to=911222333', { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    } finally {
      await behindProxy.app.close();
    }
    const open = await appOn(t.db, { DEV_OUTBOX: 'true' });
    try {
      const r = await outbox(open.app, '?to=911222333', { remoteAddress: '203.0.113.7' });
      expect([r.statusCode, recipients(r)]).toEqual([200, ['+84 911222333']]);
    } finally {
      await open.app.close();
    }
    const off = await appOn(t.db, { DEV_OUTBOX: 'false' });
    try {
      expect((await outbox(off.app, '?to=911222333')).statusCode).toBe(404);
    } finally {
      await off.app.close();
    }
  });
});

describe('the sandbox provider outside production', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is served in development unless SANDBOX_PAY=false', async () => {
    const dev = await appOn(t.db, {});
    try {
      expect((await dev.app.inject({ method: 'GET', url: '/sandbox-pay/style.css' })).statusCode).toBe(200);
      expect((await dev.app.inject({ method: 'GET', url: '/sandbox-pay/checkout?ref=X' })).statusCode).toBe(400);
      // the callback is there: an unsigned one is refused, not unknown
      expect((await dev.app.inject({ method: 'POST', url: '/wps/deposit/callback/sandbox', payload: { reference: 'X' } })).statusCode).not.toBe(404);
    } finally {
      await dev.app.close();
    }
    const off = await appOn(t.db, { SANDBOX_PAY: 'false' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/sandbox-pay/style.css' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'POST', url: '/wps/deposit/callback/sandbox', payload: { reference: 'X' } })).statusCode).toBe(404);
    } finally {
      await off.app.close();
    }
  });

  it('gives an order a pay link only while the provider is there', async () => {
    const payUrlWith = async (env: Record<string, string>) => {
      const { app, keys } = await appOn(t.db, env);
      try {
        const server = { app, keys, db: t.db, config: testConfig(env) };
        const login = await call<{ value: { token: string } }>(server, api.login, { username: 'demo', password: 'Demo1234', type: 'username' });
        const token = login.body.value.token;
        const order = await call<{ value: { id: number; payUrl: string | null } }>(
          server,
          api.createDeposit,
          { channel: 'ewallet', amount: 100_000 },
          { token, headers: { 'idempotency-key': `production-test-pay-link-${env.SANDBOX_PAY ?? 'default'}` } },
        );
        expect(order.status).toBe(200);
        const again = await call<{ value: { payUrl: string | null } }>(server, api.depositOrder, { id: order.body.value.id }, { token });
        return [order.body.value.payUrl, again.body.value.payUrl];
      } finally {
        await app.close();
      }
    };
    expect(await payUrlWith({})).toEqual([expect.stringMatching(/^\/sandbox-pay\/checkout\?/), expect.stringMatching(/^\/sandbox-pay\/checkout\?/)]);
    // no link to a page that is not there
    expect(await payUrlWith({ SANDBOX_PAY: 'false' })).toEqual([null, null]);
  });
});
