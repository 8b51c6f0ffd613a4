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
  return reply.code(status).header('cache-control', 'no-store').send(failure);
}

function isFastifyClientError(error: unknown): error is FastifyError & { statusCode: number } {
  if (!(error instanceof Error)) return false;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** What is safe to log about an unexpected error: never bind parameters (they can hold personal data). */
function loggable(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const cause = error.cause instanceof Error ? { name: error.cause.name, message: error.cause.message } : undefined;
  const query = (error as { query?: unknown }).query;
  const message = typeof query === 'string' ? 'database query failed' : error.message;
  return { name: error.name, message, query, cause, stack: error.stack };
}

export function respondToError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    if (error.status >= 500) request.log.error({ err: loggable(error) }, error.message);
    return sendFailure(reply, error.status, {
      success: false,
      value: error.value ?? null,
      message: error.message,
      code: error.code,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    });
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
  request.log.error({ err: loggable(error) }, 'unexpected error');
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
