import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantDomains, whitelabelModules } from '../../server/src/db/schema';
import { domains, MERCHANT } from '../../server/src/seed/data/brand';
import { moduleOn } from '../../server/src/modules/identity/modules';
import { api } from '../../src/shared/contract/api';
import { isModuleOn, systemStatusSchema, type WhitelabelNode } from '../../src/shared/contract/system';
import { call, startTestServer, type TestServer } from './helpers';

function modIdsOf(nodes: readonly WhitelabelNode[]): string[] {
  return nodes.flatMap((n) => [n.modId, ...modIdsOf(n.childrenNodes)]);
}

/**
 * One whitelabel switch rule (contract/system.ts `isModuleOn`): the site
 * applies it to the module tree of the status answer (`selectModuleOn`), the
 * server to the same tree read from its table (`moduleOn`). On a tree where
 * a parent is off, both must answer alike for every module.
 */
describe('whitelabel module switches', () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer();
    const set = (modId: string, enabled: boolean) =>
      s.db
        .update(whitelabelModules)
        .set({ enabled })
        .where(and(eq(whitelabelModules.merchantCode, MERCHANT), eq(whitelabelModules.modId, modId)));
    // a group switched off with its members left on, and a switch two levels below one that is off
    await set('ACCOUNT', false);
    await set('DIVIDEND', false);
    await s.db
      .insert(whitelabelModules)
      .values({ merchantCode: MERCHANT, modId: 'DIVIDENDREPORT', parentModId: 'DIVIDEND', name: 'Dividend report', enabled: true, sortOrder: 0 });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  async function siteTree(): Promise<WhitelabelNode[]> {
    const r = await call<{ value: unknown }>(s, api.systemStatus, { url: 'localhost' });
    return systemStatusSchema.parse(r.body.value).info.modules;
  }

  it('the site and the server agree on every module of a tree where a parent is off', async () => {
    const tree = await siteTree();
    const ids = [...modIdsOf(tree), 'NOSUCHMODULE'];
    expect(ids).toEqual(expect.arrayContaining(['ACCOUNT', 'DIRECTREG3', 'DIVIDEND', 'DIVIDENDREPORT']));
    const site = Object.fromEntries(ids.map((id) => [id, isModuleOn(tree, id)]));
    const server = Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await moduleOn(s.db, MERCHANT, id)] as const)));
    expect(site).toEqual(server);
  });

  it('a module is on only when it and every ancestor are enabled; a missing one is off', async () => {
    const tree = await siteTree();
    const on = (id: string) => isModuleOn(tree, id);
    // enabled themselves, but their group is off
    expect(on('DIRECTREG3')).toBe(false);
    expect(on('SMSLOGIN')).toBe(false);
    // enabled, under an enabled parent that is under one switched off
    expect(on('DIVIDENDREPORT')).toBe(false);
    // siblings of the switched-off ones are untouched
    expect(on('SALARY')).toBe(true);
    expect(on('FREEPLAY')).toBe(true);
    expect(on('HOURSALARY')).toBe(false);
    expect(on('NOSUCHMODULE')).toBe(false);
  });

  it('the server acts on it: a text-message code for login is refused with its group off', async () => {
    const r = await call<{ value: { reason?: string } }>(s, api.smsNoLogin, { mobileNum: '0912345678', countryDialingCode: '84' });
    expect(r.status).toBe(403);
    expect(r.body.value.reason).toBe('featureOff');
  });
});

/**
 * The mirrors page (src/features/download): the brand's domains from its
 * settings, and the probe the browser times on each of them.
 */
describe('the mirror list (domainRoute) and the speed test probe (ping)', () => {
  let s: TestServer;

  beforeAll(async () => {
    // behind a proxy, as a brand's domains are: the address in use is the one the player typed, https
    s = await startTestServer({ config: { TRUST_PROXY: 'true' } });
    // a domain the brand answers on but does not advertise as a mirror, and a mirror of another order
    await s.db.insert(merchantDomains).values([
      { domain: 'admin.lotusplay.example', merchantCode: MERCHANT, mirror: false, sortOrder: 0 },
      { domain: 'lotusplay0.example', merchantCode: MERCHANT, mirror: true, sortOrder: 99 },
    ]);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('lists the address in use first, then the mirrors as origins in the operator’s order, never a domain that is not a mirror', async () => {
    const r = await call<{ value: { domainList: string[] } }>(s, api.domainRoute, {}, { headers: { host: 'play.lotus.test:8443' } });
    expect(r.status).toBe(200);
    expect(r.body.value.domainList).toEqual([
      'http://play.lotus.test:8443',
      ...domains.map((domain) => `https://${domain}`),
      'https://lotusplay0.example',
    ]);
    expect(r.body.value.domainList).not.toContain('https://admin.lotusplay.example');
  });

  it('lists the address in use once when it is a mirror itself', async () => {
    const first = `https://${domains[0]}`;
    const r = await call<{ value: { domainList: string[] } }>(s, api.domainRoute, {}, { headers: { host: domains[0] ?? '', 'x-forwarded-proto': 'https' } });
    const list = r.body.value.domainList;
    expect(list.filter((origin) => origin.endsWith(`//${domains[0]}`))).toHaveLength(1);
    expect(list).toContain(first);
  });

  it('answers the probe with the clock, never cached, readable from another origin, without a cookie', async () => {
    const before = Date.now();
    const r = await call<{ success: boolean; value: { time: number } }>(s, api.ping, {}, { headers: { origin: 'https://lotusplay1.example' } });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.value.time).toBeGreaterThanOrEqual(before);
    expect(r.body.value.time).toBeLessThanOrEqual(Date.now());
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['set-cookie']).toBeUndefined();
    // only the probe is readable from elsewhere: the rest of the API is not
    const other = await call(s, api.domainRoute, {}, { headers: { origin: 'https://lotusplay1.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
