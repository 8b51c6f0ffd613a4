import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { route } from '../../http/route';
import { homeNotice } from './home-notice';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.homeNotice, async (ctx) => {
    const [merchant, session] = await Promise.all([ctx.merchant(), ctx.optionalSession()]);
    return homeNotice(ctx.deps.db, ctx.cache, merchant.code, session?.member ?? null, { types: ctx.input.types, language: ctx.language });
  });
}
