import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { assertOpen } from '../../http/guards';
import { route } from '../../http/route';
import { assertBotCheck } from '../identity/bot-check';
import { limits, loginLimits } from '../identity/rate-limit';
import { hit } from '../../http/rate-limit';
import { exchangeLoginLink, issueLoginLink } from './link-login';
import { login } from './login';
import { revokeSession } from './sessions';
import { findMemberByAccount } from '../member/lookup';
import { rewardAppLogin } from '../promotions/engine';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.login, async (ctx) => {
    const merchant = await ctx.merchant();
    await assertOpen(ctx.deps.db, merchant, ctx.ip);
    // the bot check guards password logins; a text-message login already proved a phone
    if (ctx.input.type !== 'sms') await assertBotCheck(ctx.deps.db, ctx.input.botCheck, ctx.deps.config.botCheckBits);
    const session = await login(ctx.deps.db, merchant, ctx.input, {
      ip: ctx.ip,
      userAgent: ctx.request.headers['user-agent'] ?? null,
      ttlHours: ctx.deps.config.sessionTtlHours,
      limits: loginLimits(ctx.deps.config.loginAttempts),
    });
    if (ctx.input.platform === 'app') {
      // the app-download bonus: never in the way of the login itself
      try {
        const member = await findMemberByAccount(ctx.deps.db, merchant.code, session.user.account);
        if (member) await rewardAppLogin(ctx.deps.db, member);
      } catch (error) {
        ctx.request.log.error({ err: error }, 'the app-download bonus could not be written');
      }
    }
    return session;
  });

  route(app, api.loginLinkIssue, async (ctx) => issueLoginLink(ctx.deps.db, ctx.requireSession(), ctx.ip));

  route(app, api.loginLinkExchange, async (ctx) => {
    await hit(ctx.deps.db, `login-link:ip:${ctx.ip}`, limits.loginLinkPerIp);
    const merchant = await ctx.merchant();
    await assertOpen(ctx.deps.db, merchant, ctx.ip);
    return exchangeLoginLink(ctx.deps.db, merchant, ctx.input.code, {
      ip: ctx.ip,
      userAgent: ctx.request.headers['user-agent'] ?? null,
      ttlHours: ctx.deps.config.sessionTtlHours,
    });
  });

  route(app, api.logout, async (ctx) => {
    await revokeSession(ctx.deps.db, ctx.requireSession().sessionId);
    return null;
  });
}
