import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { assertOpen } from '../../http/guards';
import type { Merchant } from '../../http/merchant';
import { route } from '../../http/route';
import { notFoundFailure } from '../../http/errors';
import { apiError } from '../../http/status';
import { isLoopbackCaller } from '../../lib/client-ip';
import { findUplineByCode } from '../member/lookup';
import { assertBotCheck, issueBotChallenge } from './bot-check';
import { sendDeviceCode, verifyDevice } from './device-verify';
import { freePlayLogin } from './guest';
import { readOutbox } from './outbox';
import {
  changePassword,
  forgotByEmail,
  resetByEmailToken,
  resetByPhone,
  verifyResetCode,
} from './passwords';
import { idTokenVerifierFor } from './id-tokens';
import { limits, loginLimits, registerBucket, registerLimit } from './rate-limit';
import { hit, limited } from '../../http/rate-limit';
import { sendLoginCode, sendRegisterCode, sendResetCode } from './send-code';
import { socialLink, socialLogin, socialRegister } from './social';

function originOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const sessionMeta = (request: FastifyRequest, ip: string) => ({ ip, userAgent: request.headers['user-agent'] ?? null });

  route(app, api.botChallenge, async (ctx) => {
    await hit(ctx.deps.db, `bot-check:ip:${ctx.ip}`, limits.botChallengePerIp);
    return issueBotChallenge(ctx.deps.db, ctx.deps.config.botCheckBits);
  });

  route(app, api.smsNoLogin, async (ctx) => {
    const merchant = await ctx.merchant();
    await assertOpen(ctx.deps.db, merchant, ctx.ip);
    await assertBotCheck(ctx.deps.db, ctx.input.botCheck, ctx.deps.config.botCheckBits);
    return sendLoginCode(ctx.deps.db, merchant, ctx.input, { ip: ctx.ip, language: ctx.language });
  });

  route(app, api.smsRegister, async (ctx) => {
    const merchant = await ctx.merchant();
    await assertOpen(ctx.deps.db, merchant, ctx.ip);
    await assertBotCheck(ctx.deps.db, ctx.input.botCheck, ctx.deps.config.botCheckBits);
    return sendRegisterCode(ctx.deps.db, merchant, ctx.input, { ip: ctx.ip, language: ctx.language });
  });

  route(app, api.freePlayLogin, async (ctx) => {
    const merchant = await ctx.merchant();
    await assertOpen(ctx.deps.db, merchant, ctx.ip);
    return freePlayLogin(ctx.deps.db, merchant, sessionMeta(ctx.request, ctx.ip));
  });

  route(app, api.affiliateCheck, async (ctx) => {
    const merchant = await ctx.merchant(ctx.input.domain);
    await hit(ctx.deps.db, `affiliate:ip:${ctx.ip}`, limits.affiliatePerIp);
    return { valid: (await findUplineByCode(ctx.deps.db, merchant.code, ctx.input.code)) !== undefined };
  });

  route(app, api.changePassword, async (ctx) => {
    const session = ctx.requireSession();
    await changePassword(ctx.deps.db, session.member, ctx.input, {
      sessionId: session.sessionId,
      maxAgeDays: ctx.deps.config.passwordMaxAgeDays,
    });
    return null;
  });

  route(app, api.forgotByEmail, async (ctx) => {
    const merchant = await ctx.merchant();
    await forgotByEmail(ctx.deps.db, merchant, ctx.input, { ip: ctx.ip, origin: originOf(ctx.request), language: ctx.language });
    return null;
  });

  route(app, api.resetByEmailToken, async (ctx) =>
    resetByEmailToken(ctx.deps.db, await ctx.merchant(), ctx.input, ctx.deps.config.passwordMaxAgeDays),
  );

  route(app, api.forgotSendCode, async (ctx) => sendResetCode(ctx.deps.db, await ctx.merchant(), ctx.input, { ip: ctx.ip, language: ctx.language }),
  );

  route(app, api.forgotVerifyCode, async (ctx) => {
    await verifyResetCode(ctx.deps.db, await ctx.merchant(), ctx.input);
    return { verified: true };
  });

  route(app, api.resetByPhone, async (ctx) =>
    resetByPhone(ctx.deps.db, await ctx.merchant(), ctx.input, ctx.deps.config.passwordMaxAgeDays),
  );

  route(app, api.deviceSendCode, async (ctx) => sendDeviceCode(ctx.deps.db, () => ctx.merchant(), ctx.input, { ip: ctx.ip, language: ctx.language }),
  );

  route(app, api.deviceVerify, async (ctx) => {
    const merchant = await ctx.merchant();
    return verifyDevice(ctx.deps.db, merchant, ctx.input, { ...sessionMeta(ctx.request, ctx.ip), ttlHours: ctx.deps.config.sessionTtlHours });
  });

  // third-party sign-in: limited per address like the login, refused during maintenance and for blocked networks
  const openForSocial = async (ctx: { deps: typeof app.deps; ip: string; merchant: () => Promise<Merchant> }) => {
    await hit(ctx.deps.db, `social:ip:${ctx.ip}`, limits.socialPerIp);
    const merchant = await ctx.merchant();
    await assertOpen(ctx.deps.db, merchant, ctx.ip);
    return merchant;
  };
  const loginMeta = (request: FastifyRequest, ip: string) => ({ ...sessionMeta(request, ip), ttlHours: app.deps.config.sessionTtlHours, limits: loginLimits(app.deps.config.loginAttempts) });

  route(app, api.socialLogin, async (ctx) => {
    const merchant = await openForSocial(ctx);
    return socialLogin(ctx.deps.db, merchant, idTokenVerifierFor(ctx.deps.config), ctx.input.idToken, loginMeta(ctx.request, ctx.ip), { withdrawOnly: ctx.input.withdrawOnly });
  });

  route(app, api.socialLink, async (ctx) => {
    const merchant = await openForSocial(ctx);
    return socialLink(ctx.deps.db, merchant, ctx.input, loginMeta(ctx.request, ctx.ip));
  });

  route(app, api.socialRegister, async (ctx) => {
    const merchant = await openForSocial(ctx);
    // accounts created per address, with the site's registrations (member/routes.ts)
    return limited(ctx.deps.db, registerBucket(ctx.ip), registerLimit(ctx.deps.config.registrationsPerIpHourly), { failure: false, success: true }, () =>
      socialRegister(ctx.deps.db, merchant, ctx.input, {
        ip: ctx.ip,
        userAgent: ctx.request.headers['user-agent'] ?? null,
        language: ctx.language,
        ttlHours: ctx.deps.config.sessionTtlHours,
        passwordMaxAgeDays: ctx.deps.config.passwordMaxAgeDays,
      }),
    );
  });

  // development only (DEV_OUTBOX): to this machine's own callers unless DEV_OUTBOX=true says anyone
  if (app.deps.config.devOutbox) {
    route(app, api.devOutbox, async (ctx) => {
      if (!ctx.deps.config.devOutboxAnyCaller && !isLoopbackCaller(ctx.request.socket.remoteAddress, ctx.request.headers)) {
        throw apiError('NOT_FOUND', notFoundFailure().message);
      }
      return readOutbox(ctx.deps.db, ctx.input.to);
    });
  }
}
