import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { OperatorEndpoint, OperatorProfile } from '../../../../src/shared/contract/operator';
import { route, type RouteContext, type RouteOptions } from '../../http/route';
import { bearerToken } from '../../http/session-lookup';
import { apiError } from '../../http/status';
import type { Limit } from '../../http/rate-limit';
import { profileOf } from './accounts';
import { findOperatorSession } from './operator-sessions';

/** What an operator call's handler receives: the route's context, and who is calling. */
export interface OperatorRouteContext<E extends OperatorEndpoint> extends RouteContext<E> {
  /** the signed-in operator (role checked against the endpoint's `roles`) */
  operator: OperatorProfile;
  operatorSessionId: number;
}

export type OperatorHandler<E extends OperatorEndpoint> = (ctx: OperatorRouteContext<E>) => Promise<z.output<E['response']>>;

export interface OperatorRouteOptions extends RouteOptions {
  /** counted per operator and call, by the one limiter of `route` (`http/rate-limit.ts`) */
  limit?: Limit;
}

/**
 * Registers one operator call of the contract (`contract/operator.ts`), in
 * one line per call: the operator's token (401 when missing, unknown,
 * revoked, expired or idle; a member's token is none of these) and the roles
 * the endpoint declares (403), both before the body is validated; then
 * everything `route` does (validation, envelope, body limit), then the
 * optional per-operator limit (429). The
 * handler finds the operator in `ctx.operator`; pass `ctx` to `audit()`.
 */
export function operatorRoute<E extends OperatorEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: OperatorHandler<E>,
  options: OperatorRouteOptions = {},
): void {
  const roles = endpoint.roles;
  if (roles === null) throw new Error(`${endpoint.path} needs no operator session: register it with route()`);
  // who called, found before the body is validated (401 and 403 come first) and handed to the handler
  const callers = new WeakMap<FastifyRequest, { operator: OperatorProfile; sessionId: number }>();
  route(
    app,
    endpoint,
    async (ctx) => {
      const caller = callers.get(ctx.request);
      if (!caller) throw apiError('UNAUTHORIZED', 'Please sign in to the console.');
      return handler({ ...ctx, operator: caller.operator, operatorSessionId: caller.sessionId });
    },
    {
      ...options,
      limit: options.limit && { ...options.limit, by: (request) => `operator:${callers.get(request)?.operator.id ?? 'unknown'}` },
      authorize: async (request, deps) => {
        const token = bearerToken(request.headers.authorization);
        const session = token ? await findOperatorSession(deps.db, token) : null;
        if (!session) throw apiError('UNAUTHORIZED', 'Please sign in to the console.');
        const operator = profileOf(session.operator);
        if (!roles.includes(operator.role)) throw apiError('FORBIDDEN', 'Your role may not do this.');
        callers.set(request, { operator, sessionId: session.sessionId });
      },
    },
  );
}
