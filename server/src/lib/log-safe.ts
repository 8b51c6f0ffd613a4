import { pgConstraint, pgErrorCode } from './pg-errors';

/**
 * What the server's log may hold: never a value of a query (drizzle puts the
 * bound parameters in its error message, PostgreSQL the values in its message
 * and detail: an account name, an address, a password hash), never a token,
 * a code or a password. Used by the logger's serializers, so every log line
 * goes through it (docs/security.md, "Secrets in the log").
 */

/** Query-string and form parameters whose values are secrets. */
export const SECRET_PARAMS = [
  'token',
  'code',
  'loginCode',
  'session',
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'confirmNewPassword',
  'paymentPassword',
  'verificationCode',
  'resetToken',
  'ticket',
  'captcha',
  'captchaKey',
  'botCheck',
  'idToken',
  'firebaseIdToken',
  'answer',
] as const;

const secret = new Set<string>(SECRET_PARAMS.map((name) => name.toLowerCase()));

/** A request address with the values of secret parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const parts = url
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawName = eq < 0 ? part : part.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // a malformed name is logged as it came
      }
      // `botCheck[nonce]`-style names count by their root
      const root = name.split(/[[.]/)[0]?.toLowerCase() ?? '';
      return secret.has(root) && eq >= 0 ? `${rawName}=[redacted]` : part;
    });
  return `${url.slice(0, mark)}?${parts.join('&')}`;
}

function queryOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const query = (current as { query?: unknown }).query;
    if (typeof query === 'string') return query;
    current = current.cause;
  }
  return undefined;
}

/**
 * An error as the log may show it. A database error keeps its type, its
 * SQLSTATE, its constraint and the SQL text (placeholders, not values), and
 * loses its message, detail and stack (the stack starts with the message).
 * Any other error keeps its message and stack: they are the program's words.
 */
export interface LoggableError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an error', stack: '' };
  const sqlState = pgErrorCode(error);
  const query = queryOf(error);
  if (sqlState !== undefined || query !== undefined) {
    return { type: error.name, message: 'database query failed', stack: '', sqlState, constraint: pgConstraint(error), query };
  }
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(error.cause !== undefined ? { cause: loggableError(error.cause) } : {}),
  };
}

interface LoggedRequest {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The logger's request line: the default fields, the address redacted. */
export function loggableRequest(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
