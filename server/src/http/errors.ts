import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode, Failure } from '../../../src/shared/contract/envelope';
import { ApiError } from '../lib/errors';

/** Fastify's own client errors, in words a player or a developer can act on. */
const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_BAD_URL: 'The address of this request is malformed.',
};

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

export function sendFailure(reply: FastifyReply, status: number, failure: Failure): FastifyReply {
  // a refusal for too many attempts says when to come back, in the header too (RFC 9110 Retry-After)
  const retryAfter = (failure.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(Math.ceil(retryAfter)));
  return reply.code(status).header('cache-control', 'no-store').send(failure);
}

function isFastifyClientError(error: unknown): error is FastifyError & { statusCode: number } {
  if (!(error instanceof Error)) return false;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The failure envelope of an ApiError. */
export function failureOf(error: ApiError): Failure {
  return {
    success: false,
    value: error.value ?? null,
    message: error.message,
    code: error.code,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
  };
}

/** Errors are logged through the logger's `err` serializer (lib/log-safe.ts): no query value, no secret. */
export function respondToError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    if (error.status >= 500) request.log.error({ err: error }, error.message);
    return sendFailure(reply, error.status, failureOf(error));
  }
  if (isFastifyClientError(error)) {
    const status = error.statusCode;
    return sendFailure(reply, status, {
      success: false,
      value: null,
      message: clientMessages[error.code] ?? 'The request could not be understood.',
      code: codeForStatus(status),
    });
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendFailure(reply, 500, {
    success: false,
    value: null,
    message: 'Something went wrong on our side. Please try again in a moment.',
    code: 'INTERNAL',
  });
}

/** One error path for the whole server: every failure answers the failure envelope. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => respondToError(error, request, reply));
}

export function notFoundFailure(): Failure {
  return { success: false, value: null, message: 'There is nothing at this address.', code: 'NOT_FOUND' };
}

/** What Node's HTTP parser refuses before any route sees it, with the words and status to answer. */
function clientErrorAnswer(code: string | undefined): [status: number, reason: string, message: string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request Header Fields Too Large', 'The address or the headers of this request are too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout', 'The request took too long to arrive.'];
  return [400, 'Bad Request', 'The request could not be understood.'];
}

/** How long a refused connection may stay open for the client to read the answer. */
const CLIENT_ERROR_LINGER_MS = 2000;

/**
 * Answers a request the HTTP parser refused (Fastify's clientErrorHandler):
 * the failure envelope like every other answer, then `Connection: close` and
 * a clean end, rather than Node's bare status line or a reset under keep-alive.
 * An answer still being written on the connection (a pipelined request before
 * the refused one) is finished first, never cut into. The connection is half
 * closed, so the client reads the answer even while it is still sending (a
 * close with unread input would reset it), and destroyed after a short linger.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    socket.destroy();
    return;
  }
  // the parser refuses every later chunk too: answered once, the linger timer closes the connection
  if (socket.writableEnded || answered.has(socket)) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (inFlight && !inFlight.writableFinished) {
    inFlight.once('close', () => writeClientError(error, socket));
    return;
  }
  writeClientError(error, socket);
}

const answered = new WeakSet<Socket>();

function writeClientError(error: Error & { code?: string }, socket: Socket): void {
  if (socket.destroyed || socket.writableEnded) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = clientErrorAnswer(error.code);
  const failure: Failure = { success: false, value: null, message, code: 'BAD_REQUEST' };
  const body = JSON.stringify(failure);
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
  setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS).unref();
}
