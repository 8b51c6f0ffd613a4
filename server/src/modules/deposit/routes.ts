import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { depositOperatorApi } from '../../../../src/shared/contract/deposit-operator';
import { settleReadCache } from '../../db/read-cache';
import { route } from '../../http/route';
import { apiError } from '../../http/status';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../lib/callback-signature';
import { operatorRoute } from '../operator/operator-route';
import { receiveCallback } from './callback';
import { listChannels } from './channels';
import { confirmDeposit, depositDetail, listDeposits } from './console';
import { cancelOrder, createOrder, memberOrder, orderHistory } from './orders';
import { sandboxSecret } from './provider-secret';

/** Where the sandbox provider sends its signed callbacks. */
export const SANDBOX_CALLBACK_PATH = '/wps/deposit/callback/sandbox';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** Deposits: the member's calls, the console's, and the provider's callback (docs/api.md, "Deposits"). */
export async function depositRoutes(app: FastifyInstance): Promise<void> {
  const secret = () => sandboxSecret(app.deps.db, app.deps.config);
  // an order's pay link leads to the sandbox provider: none while the provider is off (SANDBOX_PAY)
  const payLinkSecret = async () => (app.deps.config.sandboxPay ? secret() : null);

  route(app, api.depositChannels, async (ctx) => listChannels(ctx.deps.db, ctx.requireSession().member.merchantCode));
  route(app, api.createDeposit, async (ctx) => {
    if (!ctx.idempotencyKey) throw apiError('BAD_REQUEST', 'An Idempotency-Key is required.');
    const { member, sessionId } = ctx.requireSession();
    return createOrder(ctx.deps.db, member, ctx.input, ctx.idempotencyKey, await payLinkSecret(), sessionId);
  });
  route(app, api.depositOrder, async (ctx) => memberOrder(ctx.deps.db, ctx.requireSession().member.id, ctx.input.id, await payLinkSecret()));
  route(app, api.cancelDeposit, async (ctx) => cancelOrder(ctx.deps.db, ctx.requireSession().member.id, ctx.input.id, await payLinkSecret()));
  route(app, api.depositHistory, async (ctx) => orderHistory(ctx.deps.db, ctx.requireSession().member.id, ctx.input, await payLinkSecret()));

  operatorRoute(app, depositOperatorApi.operatorDeposits, async (ctx) => listDeposits(ctx.deps.db, ctx.operator, ctx.input));
  operatorRoute(app, depositOperatorApi.operatorDeposit, async (ctx) => depositDetail(ctx.deps.db, ctx.operator, ctx.input.id));
  operatorRoute(app, depositOperatorApi.operatorConfirmDeposit, async (ctx) => confirmDeposit(ctx.deps.db, ctx, ctx.input));

  // the sandbox provider's callback exists only while the provider does (SANDBOX_PAY)
  if (!app.deps.config.sandboxPay) return;
  // the provider signs the bytes it sent: this call reads its body as text, in a context of its own
  await app.register(async (callback) => {
    callback.removeContentTypeParser('application/json');
    callback.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => done(null, body));
    callback.post(SANDBOX_CALLBACK_PATH, { bodyLimit: 8 * 1024 }, async (request, reply) => {
      if (typeof request.body !== 'string') throw apiError('BAD_REQUEST', 'The callback must be JSON.');
      let value: Awaited<ReturnType<typeof receiveCallback>>;
      try {
        value = await receiveCallback(app.deps.db, await secret(), {
          timestamp: header(request.headers[TIMESTAMP_HEADER]),
          signature: header(request.headers[SIGNATURE_HEADER]),
          rawBody: request.body,
        });
      } finally {
        // as every write through the API (http/route.ts): answered once this instance's read cache sees it, so
        // a request after the answer (the member's rank, raised by the credit) is not answered from before it
        await settleReadCache(app.deps.db);
      }
      return reply.send({ success: true, value, message: 'OK' });
    });
  });
}
