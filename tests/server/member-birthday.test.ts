import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, registerFieldRules } from '../../server/src/db/schema';
import { api } from '../../src/shared/contract/api';
import { birthdayProblem, brandToday } from '../../src/shared/contract/member-fields';
import { call, startTestServer, type TestServer } from './helpers';

interface Envelope {
  success: boolean;
  value: { account: string } | null;
  fieldErrors?: Array<{ field: string; key: string; params?: Record<string, string | number> }>;
}

const valid = (username: string, birthday?: string) => ({
  username,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  registerMethod: 'WEB',
  login: false,
  ageConfirmed: true,
  termsAccepted: true,
  ...(birthday === undefined ? {} : { birthday }),
});

/** The date `years` years before today on the brand's clock (UTC+7). */
const yearsAgo = (years: number, days = 0) => {
  const [y, m, d] = brandToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
};

describe('the age rule of a birthday (brand clock UTC+7)', () => {
  it('turns 21 at midnight UTC+7 of the birthday', () => {
    // 2026-03-10 16:59 UTC is 23:59 on the 10th in UTC+7; 17:00 UTC is the 11th
    expect(birthdayProblem('2005-03-11', new Date('2026-03-10T16:59:00Z'))).toEqual({ key: 'register.confirmAge' });
    expect(birthdayProblem('2005-03-11', new Date('2026-03-10T17:00:00Z'))).toBeNull();
  });

  it('refuses a date that does not exist or lies ahead, and leaves a blank to the rule', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(birthdayProblem('2001-02-29', now)).toEqual({ key: 'validation.invalid' });
    expect(birthdayProblem('10/03/2000', now)).toEqual({ key: 'validation.invalid' });
    expect(birthdayProblem('2026-03-11', now)).toEqual({ key: 'validation.invalid' });
    expect(birthdayProblem('', now)).toBeNull();
  });

  it('a leap-day birthday comes of age on 1 March of a common year', () => {
    expect(birthdayProblem('2004-02-29', new Date('2025-02-28T12:00:00Z'))).toEqual({ key: 'register.confirmAge' });
    expect(birthdayProblem('2004-02-29', new Date('2025-03-01T12:00:00Z'))).toBeNull();
  });
});

describe('registration with a birthday the brand asks for', () => {
  let s: TestServer;
  const birthdayRule = and(eq(registerFieldRules.merchantCode, 'LOTUS'), eq(registerFieldRules.field, 'birthday'));
  const stored = async (account: string) => (await s.db.select().from(members).where(eq(members.account, account)))[0];

  beforeAll(async () => {
    s = await startTestServer();
    await s.db.update(registerFieldRules).set({ enabled: true, required: true }).where(birthdayRule);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses a player under 21 with the spec message and stores nothing', async () => {
    const r = await call<Envelope>(s, api.register, valid('younger21', yearsAgo(21, 1)));
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toEqual([{ field: 'birthday', key: 'register.confirmAge' }]);
    expect(await stored('younger21')).toBeUndefined();
  });

  it('accepts a player who turns 21 today and stores the birthday', async () => {
    const birthday = yearsAgo(21);
    const r = await call<Envelope>(s, api.register, valid('exactly21', birthday));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await stored('exactly21'))?.birthday).toBe(birthday);
  });

  it('refuses a missing birthday when the brand requires it, and a date in the future', async () => {
    const missing = await call<Envelope>(s, api.register, valid('nobirthday'));
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual([{ field: 'birthday', key: 'validation.notEmpty', params: { field: 'birthday' } }]);
    const ahead = await call<Envelope>(s, api.register, valid('notbornyet', yearsAgo(0, 2)));
    expect(ahead.body.fieldErrors).toEqual([{ field: 'birthday', key: 'validation.invalid' }]);
  });

  it('drops a birthday the brand does not ask for', async () => {
    await s.db.update(registerFieldRules).set({ enabled: false, required: false }).where(birthdayRule);
    try {
      const r = await call<Envelope>(s, api.register, valid('nobdayasked', yearsAgo(10)));
      expect(r.status).toBe(200);
      expect((await stored('nobdayasked'))?.birthday).toBeNull();
    } finally {
      await s.db.update(registerFieldRules).set({ enabled: true, required: true }).where(birthdayRule);
    }
  });
});
