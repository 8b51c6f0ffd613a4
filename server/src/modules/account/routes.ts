import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { route } from '../../http/route';
import { requireRealMember } from '../identity/guest';
import { disableAuthenticator, enableAuthenticator, setupAuthenticator } from './authenticator';
import { bindEmail, bindMobile, sendEmailBindCode, sendMobileBindCode } from './contact-binding';
import { loginHistory } from './login-history';
import { accountOverview } from './overview';
import { setPayeeName, updateProfile } from './profile';
import { playerRank } from './rank';

/** My account: every call is a real member's own (a free-play guest is refused). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.accountOverview, async (ctx) => accountOverview(ctx.deps.db, requireRealMember(ctx.requireSession()).member));
  route(app, api.updateProfile, async (ctx) => updateProfile(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.input));
  route(app, api.setPayeeName, async (ctx) => {
    await setPayeeName(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.input.payeeName);
    return null;
  });
  route(app, api.sendEmailBindCode, async (ctx) =>
    sendEmailBindCode(ctx.deps.db, await ctx.merchant(), requireRealMember(ctx.requireSession()).member, ctx.input.email, { ip: ctx.ip, language: ctx.language }),
  );
  route(app, api.bindEmail, async (ctx) => bindEmail(ctx.deps.db, await ctx.merchant(), requireRealMember(ctx.requireSession()).member, ctx.input));
  route(app, api.sendMobileBindCode, async (ctx) =>
    sendMobileBindCode(ctx.deps.db, await ctx.merchant(), requireRealMember(ctx.requireSession()).member, ctx.input, { ip: ctx.ip, language: ctx.language }),
  );
  route(app, api.bindMobile, async (ctx) => bindMobile(ctx.deps.db, await ctx.merchant(), requireRealMember(ctx.requireSession()).member, ctx.input));
  route(app, api.playerRank, async (ctx) => playerRank(ctx.deps.db, requireRealMember(ctx.requireSession()).member));
  route(app, api.authenticatorSetup, async (ctx) =>
    setupAuthenticator(ctx.deps.db, await ctx.merchant(), requireRealMember(ctx.requireSession()).member),
  );
  route(app, api.authenticatorEnable, async (ctx) => {
    await enableAuthenticator(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.input.code);
    return null;
  });
  route(app, api.authenticatorDisable, async (ctx) => {
    await disableAuthenticator(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.input.code);
    return null;
  });
  route(app, api.loginHistory, async (ctx) => loginHistory(ctx.deps.db, requireRealMember(ctx.requireSession()).member.id, ctx.input.pageNo));
}
