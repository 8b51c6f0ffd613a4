import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './http/app-deps';
import { answerClientError, installErrorHandling, sendFailure } from './http/errors';
import { loggableError, loggableRequest } from './lib/log-safe';
import { HSTS } from './http/security-headers';
import { installSite } from './http/static-site';
import { accountRoutes } from './modules/account/routes';
import { agentRoutes } from './modules/agent/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { chatRoutes } from './modules/chat/routes';
import { contentRoutes } from './modules/content/routes';
import { depositRoutes } from './modules/deposit/routes';
import { gameRoutes } from './modules/games/routes';
import { inhouseRoutes } from './modules/inhouse/routes';
import { identityRoutes } from './modules/identity/routes';
import { liveRoutes } from './modules/live/routes';
import { lotteryRoutes } from './modules/lottery/routes';
import { mediaRoutes } from './modules/media/routes';
import { memberRoutes } from './modules/member/routes';
import { messagesRoutes } from './modules/messages/routes';
import { operatorRoutes } from './modules/operator/routes';
import { promotionRoutes } from './modules/promotions/routes';
import { pointsRoutes } from './modules/points/routes';
import { missionRoutes } from './modules/missions/routes';
import { protectionRoutes } from './modules/protection/routes';
import { gateRefusalHook } from './modules/protection/gate';
import { recordsRoutes } from './modules/records/routes';
import { sessionRoutes } from './modules/session/routes';
import { supportRoutes } from './modules/support/routes';
import { firstScreen } from './modules/site-shell/first-screen';
import { pageAnswers } from './modules/site-shell/page-answers';
import { systemRoutes } from './modules/system/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { walletRoutes } from './modules/wallet/routes';
import { sandboxPay } from './plugins/sandbox-pay/plugin';
import { withdrawRoutes } from './modules/withdraw/routes';

/**
 * Requests carry small JSON documents; anything larger is a mistake or an
 * attack. Each call of the contract has its own limit (`bodyLimit` of its
 * endpoint, DEFAULT_BODY_LIMIT otherwise); this one covers everything else.
 */
export const BODY_LIMIT = 16 * 1024;

/** The API's paths (the contract's `/wps/…` and `/lgw/…`): their answers are never cached. */
const API_PATH = /^\/(wps|lgw)(\/|$)/;

export interface BuildOptions {
  /** serve the built site from config.staticDir (default true) */
  serveSite?: boolean;
  /** where the log goes (default standard output): the tests read it */
  logStream?: { write(line: string): void };
}

/**
 * The whole HTTP server, without listening: main.ts listens, tests use
 * `app.inject`. Everything it needs comes in `deps`; it keeps no state of
 * its own, so any number of instances can share one database.
 */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      // no secret in the log: addresses without secret parameters, errors without query values (lib/log-safe.ts)
      serializers: { req: loggableRequest, err: loggableError },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: deps.config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // what Node's HTTP parser refuses (a header too large, a malformed request line) is answered
    // in the envelope too, and the connection closed cleanly (Connection: close)
    clientErrorHandler: answerClientError,
    // a malformed URL is the client's mistake: answer it in the envelope too
    frameworkErrors: (_error, _request, reply) => {
      void sendFailure(reply, 400, {
        success: false,
        value: null,
        message: 'The address of this request is malformed.',
        code: 'BAD_REQUEST',
      });
    },
  });
  app.decorate('deps', deps);
  // production with a development aid switched on by a variable: said at every start (config.ts)
  for (const warning of deps.config.warnings) app.log.warn(`production: ${warning}`);

  // forms (the spec's "POST form" calls) arrive URL-encoded; they become plain objects
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // every answer's fixed headers, set without a promise per answer (the hook runs on every request)
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    // only the origin, even to this site: an address may hold a secret for an instant (a login link's
    // code, a game session), and a page's requests start before any script could clean it
    reply.header('referrer-policy', 'strict-origin');
    // no answer of this server is meant to be framed by another site (documents add frame-ancestors 'self')
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'SAMEORIGIN');
    // HSTS on every answer that came over https (behind a proxy: with TRUST_PROXY)
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers are personal and change: never cache them anywhere
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  installErrorHandling(app);
  // a limit refusal of the protection gate is kept for the console's report, once its call's transaction has rolled back
  app.addHook('onError', gateRefusalHook(() => app.deps.db));

  await app.register(systemRoutes);
  await app.register(captchaRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(identityRoutes);
  await app.register(walletRoutes);
  await app.register(contentRoutes);
  await app.register(gameRoutes);
  await app.register(inhouseRoutes);
  await app.register(mediaRoutes);
  await app.register(operatorRoutes);
  await app.register(uploadRoutes);
  await app.register(recordsRoutes);
  await app.register(depositRoutes);
  // the sandbox payment provider: its pages, and its callbacks sent to this server over HTTP (SANDBOX_PAY)
  if (deps.config.sandboxPay) await app.register(sandboxPay, { deliver: (request) => app.inject(request) });
  await app.register(withdrawRoutes);
  await app.register(accountRoutes);
  await app.register(agentRoutes);
  await app.register(lotteryRoutes);
  await app.register(liveRoutes);
  await app.register(promotionRoutes);
  await app.register(pointsRoutes);
  await app.register(missionRoutes);
  await app.register(protectionRoutes);
  await app.register(chatRoutes);
  await app.register(supportRoutes);
  await app.register(messagesRoutes);

  await installSite(app, options.serveSite === false ? null : deps.config.staticDir, {
    screen: (merchant, ip, language) => firstScreen(deps.db, merchant, ip, language),
    page: (merchant, calls) => pageAnswers(deps.db, merchant, calls),
  });
  return app;
}
