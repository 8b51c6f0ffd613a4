import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '../../../../src/shared/contract/endpoints';
import { identityKeys } from '../../../../src/shared/contract/identity-endpoints';
import { validationKeys } from '../../../../src/shared/contract/patterns';
import type { Db } from '../../db/client';
import { assertOpen } from '../../http/guards';
import type { Merchant } from '../../http/merchant';
import { route } from '../../http/route';
import { apiError } from '../../http/status';
import { findMemberByMobile, findUplineByCode, mobileTaken } from '../member/lookup';
import { registrationOpen } from '../member/register';
import { loadRegisterSettings } from '../system/register-settings';
import { finishLogin } from '../session/login';
import { assertBotCheck, issueBotChallenge } from './bot-check';
import { CODE_MINUTES, checkCode, consumeCode, issueCode } from './codes';
import { challengeOf, closeChallenge, verificationExpired } from './device';
import { freePlayLogin } from './guest';
import { checkedMobile, type Mobile } from './mobile';
import { moduleOn } from './modules';
import { readOutbox, sendMessage, type OutboxPurpose } from './outbox';
import {
  changePassword,
  forgotByEmail,
  resetByEmailToken,
  resetByPhone,
  verifyResetCode,
} from './passwords';
import { idTokenVerifierFor } from './id-tokens';
import { hit, limited, limits, registerBucket, registerLimit } from './rate-limit';
import { verifyTotp } from './totp';
import { socialLink, socialLogin, socialRegister } from './social';

/** Writes a code to the outbox after the limits per number and per address allow it. */
async function sendCode(
  db: Db,
  merchant: Merchant,
  purpose: OutboxPurpose,
  mobile: Pick<Mobile, 'recipient'>,
  ip: string,
  deliver: boolean,
): Promise<Date> {
  await hit(db, `sms:ip:${ip}`, limits.smsPerIp);
  await hit(db, `sms:${purpose}:${mobile.recipient}`, limits.smsPerRecipient);
  await hit(db, `sms-hour:${purpose}:${mobile.recipient}`, limits.smsPerRecipientHourly);
  const expires = new Date(Date.now() + CODE_MINUTES * 60_000);
  // an unknown number gets the same answer, but no message: the answer does not tell who is a member
  if (!deliver) return expires;
  const { code, expiresAt } = await issueCode(db, merchant.code, purpose, mobile.recipient);
  await sendMessage(db, {
    merchantCode: merchant.code,
    channel: 'sms',
    recipient: mobile.recipient,
    purpose,
    subject: 'SMS',
    body: `[${merchant.brandName}] Your verification code is ${code}. It expires in ${CODE_MINUTES} minutes. Never share it with anyone.`,
  });
  return expiresAt;
}

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
    if (!(await moduleOn(ctx.deps.db, merchant.code, 'SMSLOGIN'))) {
      throw apiError('FORBIDDEN', 'Logging in with a text-message code is not available.', undefined, { reason: 'featureOff' });
    }
    const mobile = await checkedMobile(ctx.deps.db, merchant.code, ctx.input);
    const member = await findMemberByMobile(ctx.deps.db, merchant.code, mobile);
    await sendCode(ctx.deps.db, merchant, 'login', mobile, ctx.ip, member !== undefined && member.status === 'active');
    return { expiredMinutes: CODE_MINUTES };
  });

  route(app, api.smsRegister, async (ctx) => {
    const merchant = await ctx.merchant();
    await assertOpen(ctx.deps.db, merchant, ctx.ip);
    await assertBotCheck(ctx.deps.db, ctx.input.botCheck, ctx.deps.config.botCheckBits);
    const { mobileOpen } = await registrationOpen(ctx.deps.db, merchant.code, await loadRegisterSettings(ctx.deps.db, merchant.code));
    if (!mobileOpen) {
      throw apiError('FORBIDDEN', 'Registration with a mobile number is not open.', undefined, { reason: 'registrationClosed' });
    }
    const mobile = await checkedMobile(ctx.deps.db, merchant.code, ctx.input);
    if (await mobileTaken(ctx.deps.db, merchant.code, mobile)) {
      throw apiError('CONFLICT', 'This mobile number is already registered.', [{ field: 'mobileNum', key: validationKeys.mobileTaken }]);
    }
    await sendCode(ctx.deps.db, merchant, 'register', mobile, ctx.ip, true);
    return { expiredMinutes: CODE_MINUTES };
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
    await forgotByEmail(ctx.deps.db, merchant, ctx.input, { ip: ctx.ip, origin: originOf(ctx.request) });
    return null;
  });

  route(app, api.resetByEmailToken, async (ctx) =>
    resetByEmailToken(ctx.deps.db, await ctx.merchant(), ctx.input, ctx.deps.config.passwordMaxAgeDays),
  );

  route(app, api.forgotSendCode, async (ctx) => {
    const merchant = await ctx.merchant();
    if (!(await moduleOn(ctx.deps.db, merchant.code, 'CHNGPASSVERIF3'))) {
      throw apiError('FORBIDDEN', 'Resetting a password by mobile number is not available.', undefined, { reason: 'featureOff' });
    }
    const mobile = await checkedMobile(ctx.deps.db, merchant.code, ctx.input);
    const member = await findMemberByMobile(ctx.deps.db, merchant.code, mobile);
    const expires = await sendCode(ctx.deps.db, merchant, 'reset', mobile, ctx.ip, member?.status === 'active');
    return { expirationTime: expires.getTime() };
  });

  route(app, api.forgotVerifyCode, async (ctx) => {
    await verifyResetCode(ctx.deps.db, await ctx.merchant(), ctx.input);
    return { verified: true };
  });

  route(app, api.resetByPhone, async (ctx) =>
    resetByPhone(ctx.deps.db, await ctx.merchant(), ctx.input, ctx.deps.config.passwordMaxAgeDays),
  );

  route(app, api.deviceSendCode, async (ctx) => {
    const db = ctx.deps.db;
    const { member } = await challengeOf(db, ctx.input.ticket, ctx.ip);
    if (ctx.input.method === 'sms') {
      if (!member.mobileNum) throw apiError('BAD_REQUEST', 'This account has no mobile number.');
      await sendCode(db, await ctx.merchant(), 'device', { recipient: `${member.countryDialingCode ?? ''} ${member.mobileNum}`.trim() }, ctx.ip, true);
    } else {
      if (!member.email) throw apiError('BAD_REQUEST', 'This account has no e-mail address.');
      const merchant = await ctx.merchant();
      await hit(db, `email:device:${member.id}`, limits.smsPerRecipient);
      const { code } = await issueCode(db, merchant.code, 'device', member.email.toLowerCase());
      await sendMessage(db, {
        merchantCode: merchant.code,
        channel: 'email',
        recipient: member.email,
        purpose: 'device',
        subject: `${merchant.brandName}: confirm a new network`,
        body: `Hello ${member.nickname},\n\nYour verification code is ${code}. It expires in ${CODE_MINUTES} minutes.\n\nIf you are not logging in right now, change your password.`,
      });
    }
    return { expiredMinutes: CODE_MINUTES };
  });

  route(app, api.deviceVerify, async (ctx) => {
    const db = ctx.deps.db;
    const merchant = await ctx.merchant();
    const { id, member } = await challengeOf(db, ctx.input.ticket, ctx.ip);
    const { method, answer } = ctx.input;
    if (method === 'authenticator') {
      if (!member.authenticatorSecret || !verifyTotp(member.authenticatorSecret, answer)) {
        throw apiError('VALIDATION', 'The code is not right.', [{ field: 'answer', key: identityKeys.codeInvalid }]);
      }
    } else if (method === 'payeeName') {
      const expected = member.payeeName?.trim().toLowerCase().replace(/\s+/g, ' ');
      if (!expected || expected !== answer.trim().toLowerCase().replace(/\s+/g, ' ')) {
        throw apiError('VALIDATION', 'The name does not match the account.', [{ field: 'answer', key: identityKeys.answerWrong }]);
      }
    } else {
      const recipient =
        method === 'sms' ? `${member.countryDialingCode ?? ''} ${member.mobileNum ?? ''}`.trim() : (member.email ?? '').toLowerCase();
      const check = await checkCode(db, merchant.code, 'device', recipient, answer, { consume: false });
      if (!check.ok) {
        throw apiError('VALIDATION', 'The code is not right.', [
          { field: 'answer', key: check.reason === 'expired' ? identityKeys.codeExpired : identityKeys.codeInvalid },
        ]);
      }
      if (!(await consumeCode(db, check.id))) throw verificationExpired();
    }
    if (!(await closeChallenge(db, id))) throw verificationExpired();
    return finishLogin(db, member, { ...sessionMeta(ctx.request, ctx.ip), ttlHours: ctx.deps.config.sessionTtlHours }, { deviceChecked: true });
  });

  // third-party sign-in: limited per address like the login, refused during maintenance and for blocked networks
  const openForSocial = async (ctx: { deps: typeof app.deps; ip: string; merchant: () => Promise<Merchant> }) => {
    await hit(ctx.deps.db, `social:ip:${ctx.ip}`, limits.socialPerIp);
    const merchant = await ctx.merchant();
    await assertOpen(ctx.deps.db, merchant, ctx.ip);
    return merchant;
  };
  const loginMeta = (request: FastifyRequest, ip: string) => ({ ...sessionMeta(request, ip), ttlHours: app.deps.config.sessionTtlHours });

  route(app, api.socialLogin, async (ctx) => {
    const merchant = await openForSocial(ctx);
    return socialLogin(ctx.deps.db, merchant, idTokenVerifierFor(ctx.deps.config), ctx.input.idToken, loginMeta(ctx.request, ctx.ip));
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

  if (app.deps.config.devOutbox) {
    route(app, api.devOutbox, async (ctx) => readOutbox(ctx.deps.db, ctx.input.to));
  }
}
