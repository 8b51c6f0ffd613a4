import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { route } from '../../http/route';
import { limits } from '../identity/rate-limit';
import { hit } from '../../http/rate-limit';
import { issueCaptcha } from './captcha';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.captcha, async (ctx) => {
    await hit(ctx.deps.db, `captcha:ip:${ctx.ip}`, limits.captchaPerIp);
    const captcha = await issueCaptcha(ctx.deps.db);
    ctx.reply.header('x-captcha-key', captcha.key);
    // the site reads the key from a header: let a cross-origin site see it too
    ctx.reply.header('access-control-expose-headers', 'X-Captcha-Key');
    return Buffer.from(captcha.svg, 'utf8').toString('base64');
  });
}
