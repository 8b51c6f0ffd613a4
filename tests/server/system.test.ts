import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whitelabelModules } from '../../server/src/db/schema';
import { MERCHANT } from '../../server/src/seed/data/brand';
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
