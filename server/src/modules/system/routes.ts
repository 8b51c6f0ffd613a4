import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { hostOf, mirrorOrigins } from '../../http/merchant';
import { route } from '../../http/route';
import { helpCenter } from './help-center';
import { loadRegisterSettings } from './register-settings';
import { countryCodeList, whitelabelTree } from './site-info';
import { systemStatus } from './status';

/** Brand configuration and the other public, read-only calls the site makes at start. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.systemStatus, async (ctx) => {
    const merchant = await ctx.merchant(hostOf(ctx.input.url));
    return systemStatus(ctx.deps.db, ctx.cache, merchant, ctx.ip);
  });

  route(app, api.whitelabel, async (ctx) => whitelabelTree(ctx.deps.db, (await ctx.merchant()).code));

  route(app, api.registerSettings, async (ctx) => loadRegisterSettings(ctx.deps.db, (await ctx.merchant()).code));

  route(app, api.domainRoute, async (ctx) => {
    const merchant = await ctx.merchant();
    const mirrors = await mirrorOrigins(ctx.deps.db, merchant.code, ctx.cache);
    // the address the visitor already uses comes first: it is known to work
    const own = `${ctx.request.protocol}://${ctx.request.host}`;
    return { domainList: [...new Set([own, ...mirrors])] };
  });

  route(app, api.ping, async (ctx) => {
    // the speed test runs on one origin of the brand and times the others: any origin may read this answer,
    // which carries nothing but the clock (no cookie is sent with it, none is set)
    ctx.reply.header('access-control-allow-origin', '*');
    return { time: Date.now() };
  });

  route(app, api.helpCenter, async (ctx) => {
    const merchant = await ctx.merchant();
    return helpCenter(ctx.deps.db, merchant.code, ctx.language);
  });

  route(app, api.countryCodes, async (ctx) => countryCodeList(ctx.deps.db));

  route(app, api.publicKey, async (ctx) => ({ keyId: ctx.deps.keys.keyId, publicKey: ctx.deps.keys.publicKey }));
}
