import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import * as z from 'zod/mini';
import { currencyDecimals } from '../../../../src/shared/contract/currency';
import { checkoutSignatureMatches, SIGNATURE_HEADER, signCallback, TIMESTAMP_HEADER } from '../../lib/callback-signature';
import { sandboxSecret } from '../../modules/deposit/provider-secret';
import { SANDBOX_CALLBACK_PATH } from '../../modules/deposit/routes';
import { checkoutPage, pickLanguage, resultPage, STYLE_PATH, stylesheet, text, type SandboxLanguage } from './pages';

/**
 * The sandbox payment provider: a stand-in for a real one, in a plugin of its
 * own under /sandbox-pay. Its checkout page shows an order's amount (the
 * link is signed by the platform, so the amount cannot be edited on the
 * way) and lets the tester pay it exactly, pay short or pay over (by
 * `SANDBOX_DEVIATION_PERCENT`, the demo of a payment that differs from its
 * order), or decline. What is paid is decided here, on the provider's server,
 * from the signed amount and the button chosen: the form carries no amount of
 * its own, and a form with any other field is refused. Paying sends the
 * platform a signed callback over HTTP, exactly as a provider would
 * (HMAC-SHA256 over timestamp and body, lib/callback-signature.ts), delivered
 * to this server's own callback address.
 */

/** How far a short or an over payment is from its order: a tenth of it, in whole minor units of the currency (at least one). */
export const SANDBOX_DEVIATION_PERCENT = 10;

export type SandboxPayment = 'exact' | 'short' | 'over';

/** What the provider pays for an order of `amount` (major units): the amount itself, or a tenth less or more. */
export function sandboxPaidAmount(amount: number, currency: string, payment: SandboxPayment): number {
  const scale = 10 ** currencyDecimals(currency);
  const units = Math.round(amount * scale);
  const step = Math.max(1, Math.floor((units * SANDBOX_DEVIATION_PERCENT) / 100));
  const paid = payment === 'short' ? Math.max(1, units - step) : payment === 'over' ? units + step : units;
  return paid / scale;
}

/** The pages' policy: no script at all, the one stylesheet, forms to this site only, never framed. */
export const SANDBOX_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const checkoutQuery = z.object({
  ref: z.string().check(z.regex(/^[A-Z0-9]{4,32}$/)),
  amount: z.coerce.number().check(z.positive(), z.lte(1_000_000_000_000)),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
});
/** The buttons of the checkout form; nothing else is accepted (an amount typed or added to the form is refused). */
const payments = { pay: 'exact', payShort: 'short', payOver: 'over' } as const satisfies Record<string, SandboxPayment>;
const payForm = z.strictObject({
  ...checkoutQuery.shape,
  action: z.enum(['pay', 'payShort', 'payOver', 'fail']),
  lang: z.optional(z.string().check(z.maxLength(16))),
});
/** the language asked for, read apart from the rest: an unknown one is no reason to refuse a payment */
const langOf = (request: FastifyRequest) => {
  const source = (request.method === 'GET' ? request.query : request.body) as { lang?: unknown } | undefined;
  return pickLanguage(source?.lang, request.headers['accept-language']);
};
const invalidLink = (lang: SandboxLanguage) => resultPage(lang, false, text(lang, 'invalidTitle'), text(lang, 'invalidText'));

export interface SandboxPayOptions {
  /** how the callback reaches the platform: an HTTP request to this server */
  deliver: (request: InjectOptions) => Promise<LightMyRequestResponse>;
}

export async function sandboxPay(app: FastifyInstance, options: SandboxPayOptions): Promise<void> {
  const secret = () => sandboxSecret(app.deps.db, app.deps.config);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', SANDBOX_POLICY);
    reply.header('x-frame-options', 'DENY');
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(html);

  app.get(STYLE_PATH, async (_request, reply) => reply.type('text/css; charset=utf-8').send(stylesheet));

  app.get('/sandbox-pay/checkout', async (request, reply) => {
    const lang = langOf(request);
    const query = checkoutQuery.safeParse(request.query);
    if (!query.success || !checkoutSignatureMatches(await secret(), query.data.ref, query.data.amount, query.data.currency, query.data.sig)) {
      return page(reply, 400, invalidLink(lang));
    }
    const { ref, amount, currency, sig } = query.data;
    const choices = { exact: amount, short: sandboxPaidAmount(amount, currency, 'short'), over: sandboxPaidAmount(amount, currency, 'over') };
    return page(reply, 200, checkoutPage(lang, { reference: ref, amount, currency, signature: sig, choices }));
  });

  app.post('/sandbox-pay/checkout', async (request, reply) => {
    const lang = langOf(request);
    const form = payForm.safeParse(request.body);
    const key = await secret();
    if (!form.success || !checkoutSignatureMatches(key, form.data.ref, form.data.amount, form.data.currency, form.data.sig)) {
      return page(reply, 400, invalidLink(lang));
    }
    const { action } = form.data;
    const paying = action !== 'fail';
    const body = JSON.stringify({
      callbackId: `sbx_${randomBytes(16).toString('base64url')}`,
      reference: form.data.ref,
      status: paying ? 'paid' : 'failed',
      amount: paying ? sandboxPaidAmount(form.data.amount, form.data.currency, payments[action]) : 0,
      currency: form.data.currency,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const answer = await options.deliver({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signCallback(key, timestamp, body) },
      payload: body,
    });
    if (answer.statusCode !== 200) {
      const message = (() => {
        try {
          return String((JSON.parse(answer.body) as { message?: unknown }).message ?? '');
        } catch {
          return '';
        }
      })();
      return page(reply, 502, resultPage(lang, false, text(lang, 'refusedTitle'), message || text(lang, 'refusedStatus', { status: String(answer.statusCode) })));
    }
    const ref = { ref: form.data.ref };
    return paying
      ? page(reply, 200, resultPage(lang, true, text(lang, 'sentTitle'), text(lang, 'sentText', ref)))
      : page(reply, 200, resultPage(lang, false, text(lang, 'declinedTitle'), text(lang, 'declinedText', ref)));
  });
}
