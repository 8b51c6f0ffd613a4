import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { assertOpen } from '../../http/guards';
import { route, type RouteContext } from '../../http/route';
import { idTokenVerifierFor } from '../identity/id-tokens';
import { registerAttemptBucket, registerAttemptLimit, registerBucket, registerLimit } from '../identity/rate-limit';
import { hit, limited } from '../../http/rate-limit';
import { updateLanguage } from './language';
import { memberInfoOf } from './member-info';
import { deviceOf, registerMember, type RegisterMode } from './register';

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const register = (mode: RegisterMode) => async (ctx: RouteContext<typeof api.register>) => {
    const merchant = await ctx.merchant();
    await assertOpen(ctx.deps.db, merchant, ctx.ip);
    const meta = {
      ip: ctx.ip,
      userAgent: ctx.request.headers['user-agent'] ?? null,
      device: deviceOf(ctx.request.headers.device),
      language: ctx.language,
      ttlHours: ctx.deps.config.sessionTtlHours,
      passwordMaxAgeDays: ctx.deps.config.passwordMaxAgeDays,
    };
    // every attempt per address, failed ones too (the form tells whether a username or number is taken)
    await hit(ctx.deps.db, registerAttemptBucket(ctx.ip), registerAttemptLimit(ctx.deps.config.registrationsPerIpHourly));
    // accounts created per address: every attempt is counted at once (a burst cannot slip through), a failed one given back
    return limited(ctx.deps.db, registerBucket(ctx.ip), registerLimit(ctx.deps.config.registrationsPerIpHourly), { failure: false, success: true }, () =>
      // the identity service's token stands in for our text-message code when the site used it (firebaseChannel 'sms')
      registerMember(ctx.deps.db, merchant, ctx.input, mode, meta, { idTokens: idTokenVerifierFor(ctx.deps.config) }),
    );
  };
  route(app, api.register, register('username'));
  route(app, api.registerMobile, register('mobile'));

  route(app, api.memberInfo, async (ctx) => {
    const session = ctx.requireSession();
    const info = await memberInfoOf(ctx.deps.db, session.member);
    return session.withdrawOnly ? { ...info, withdrawOnly: true } : info;
  });

  route(app, api.updateLanguage, async (ctx) => {
    await updateLanguage(ctx.deps.db, ctx.requireSession().member, ctx.input.language);
    return null;
  });
}
