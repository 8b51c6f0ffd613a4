import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { withdrawOperatorApi } from '../../../../src/shared/contract/withdraw-operator';
import { route } from '../../http/route';
import { apiError } from '../../http/status';
import { requireRealMember } from '../identity/guest';
import { sendSvg } from '../media/routes';
import { operatorRoute } from '../operator/operator-route';
import { bankLogoSvg, bindCard, listBanks, listCards, removeCard } from './bank-cards';
import {
  changePaymentPassword,
  paymentPasswordStatus,
  resetPaymentPassword,
  sendPaymentPasswordCode,
  setPaymentPassword,
} from './payment-password';
import { approveWithdrawal, disburseWithdrawal, rejectWithdrawal, resolveNotReceived, reviewDetail, reviewList } from './review';
import { transferToUpline, uplineInfo } from './upline';
import { confirmReceipt, listWithdrawals, requestWithdrawal, withdrawInfo } from './withdrawals';

/** Money out: payment password, bank cards, withdrawals, transfer to the upline, and the console's review (docs/api.md). */
export async function withdrawRoutes(app: FastifyInstance): Promise<void> {
  const member = (ctx: { requireSession(): { member: { id: number; isAgent: number } } }) => requireRealMember(ctx.requireSession()).member;
  const keyOf = (ctx: { idempotencyKey: string | null }) => {
    if (!ctx.idempotencyKey) throw apiError('BAD_REQUEST', 'This call needs an Idempotency-Key.');
    return ctx.idempotencyKey;
  };

  route(app, api.paymentPasswordStatus, async (ctx) => paymentPasswordStatus(ctx.deps.db, member(ctx).id));
  route(app, api.setPaymentPassword, async (ctx) => setPaymentPassword(ctx.deps.db, member(ctx).id, ctx.input));
  route(app, api.changePaymentPassword, async (ctx) => changePaymentPassword(ctx.deps.db, member(ctx).id, ctx.input));
  route(app, api.paymentPasswordSendCode, async (ctx) =>
    sendPaymentPasswordCode(ctx.deps.db, await ctx.merchant(), member(ctx).id, ctx.input.channel, { ip: ctx.ip, language: ctx.language }),
  );
  route(app, api.resetPaymentPassword, async (ctx) => resetPaymentPassword(ctx.deps.db, await ctx.merchant(), member(ctx).id, ctx.input));

  route(app, api.banks, async (ctx) => listBanks(ctx.deps.db));
  route(app, api.bankCards, async (ctx) => listCards(ctx.deps.db, member(ctx).id));
  route(app, api.bindBankCard, async (ctx) => bindCard(ctx.deps.db, member(ctx).id, ctx.input));
  route(app, api.removeBankCard, async (ctx) => removeCard(ctx.deps.db, member(ctx).id, ctx.input));

  route(app, api.withdrawInfo, async (ctx) =>
    withdrawInfo(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.deps.config.withdrawAutoApproveBelow),
  );
  route(app, api.withdraw, async (ctx) =>
    requestWithdrawal(
      ctx.deps.db,
      { member: ctx.requireSession().member, idempotencyKey: keyOf(ctx), autoApproveOverride: ctx.deps.config.withdrawAutoApproveBelow },
      ctx.input,
    ),
  );
  route(app, api.withdrawals, async (ctx) => listWithdrawals(ctx.deps.db, member(ctx).id, ctx.input));
  route(app, api.confirmWithdrawalReceipt, async (ctx) => confirmReceipt(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.input));

  route(app, api.uplineInfo, async (ctx) => uplineInfo(ctx.deps.db, ctx.requireSession().member));
  route(app, api.transferToUpline, async (ctx) => transferToUpline(ctx.deps.db, { member: ctx.requireSession().member, idempotencyKey: keyOf(ctx) }, ctx.input));

  operatorRoute(app, withdrawOperatorApi.operatorWithdrawals, async (ctx) => reviewList(ctx.deps.db, ctx.operator, ctx.input));
  operatorRoute(app, withdrawOperatorApi.operatorWithdrawal, async (ctx) => reviewDetail(ctx.deps.db, ctx.operator, ctx.input.id));
  operatorRoute(app, withdrawOperatorApi.operatorApproveWithdrawal, async (ctx) => approveWithdrawal(ctx.deps.db, ctx, ctx.input.id));
  operatorRoute(app, withdrawOperatorApi.operatorRejectWithdrawal, async (ctx) => rejectWithdrawal(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, withdrawOperatorApi.operatorDisburseWithdrawal, async (ctx) => disburseWithdrawal(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, withdrawOperatorApi.operatorResolveWithdrawal, async (ctx) => resolveNotReceived(ctx.deps.db, ctx, ctx.input));

  app.get<{ Params: { file: string } }>('/media/banks/:file', async (request, reply) => {
    const code = /^([A-Za-z0-9_-]{1,32})\.svg$/.exec(request.params.file)?.[1];
    const svg = code ? await bankLogoSvg(app.deps.db, code) : null;
    if (!svg) throw apiError('NOT_FOUND', 'There is no picture at this address.');
    return sendSvg(request, reply, svg);
  });
}
