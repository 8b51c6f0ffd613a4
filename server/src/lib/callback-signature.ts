import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a payment provider's callback (docs/money.md,
 * "The callback"): HMAC-SHA256 with the shared secret over
 * `<timestamp>.<raw body>`, hex, sent as `X-Sandbox-Signature: sha256=<hex>`
 * with `X-Sandbox-Timestamp: <unix seconds>`. The platform refuses a wrong
 * signature and a timestamp more than five minutes away from its clock.
 */
export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const MAX_CALLBACK_AGE_SECONDS = 300;

export function signCallback(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'invalid';

/** Whether a callback's headers sign its body with the secret, and are fresh, at `nowMs`. */
export function checkCallbackSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  nowMs: number,
): SignatureCheck {
  if (!headers.timestamp || !headers.signature) return 'missing';
  if (!/^\d{1,12}$/.test(headers.timestamp)) return 'invalid';
  const timestamp = Number(headers.timestamp);
  if (Math.abs(nowMs / 1000 - timestamp) > MAX_CALLBACK_AGE_SECONDS) return 'stale';
  const expected = Buffer.from(signCallback(secret, timestamp, rawBody));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'invalid';
}

/** The signature of a checkout link, so that a link's amount cannot be changed on the way. */
export function signCheckout(secret: string, reference: string, amount: number, currency: string): string {
  return createHmac('sha256', secret).update(`checkout:${reference}:${amount}:${currency}`).digest('base64url');
}

export function checkoutSignatureMatches(secret: string, reference: string, amount: number, currency: string, given: string): boolean {
  const expected = Buffer.from(signCheckout(secret, reference, amount, currency));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
