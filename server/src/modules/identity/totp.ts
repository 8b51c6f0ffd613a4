import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords of authenticator apps (RFC 6238 over the
 * HOTP of RFC 4226): HMAC-SHA-1, 6 digits, 30-second steps. A code of the
 * step before or after is accepted too, for clocks that drift a little.
 */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** steps accepted on either side of the current one */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The bytes of a base32 secret (RFC 4648; case, spaces and padding ignored). Throws on another character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error('not a base32 secret');
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** Base32 of bytes (RFC 4648, no padding): the form authenticator apps take a secret in. */
export function base32Encode(bytes: Buffer): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** The HOTP value of a counter (RFC 4226 section 5.3), as a zero-padded decimal string. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The step (counter) of a moment. */
export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code an authenticator app shows at a moment for a base32 secret. */
export function totpCode(secretBase32: string, timeMs = Date.now()): string {
  return hotp(base32Decode(secretBase32), totpStep(timeMs));
}

/** Whether a typed code is the secret's code of this step or of one step before or after (compared in constant time). */
export function verifyTotp(secretBase32: string, code: string, timeMs = Date.now()): boolean {
  const typed = code.trim();
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(typed)) return false;
  let secret: Buffer;
  try {
    secret = base32Decode(secretBase32);
  } catch {
    return false;
  }
  if (secret.length === 0) return false;
  const step = totpStep(timeMs);
  let matched = false;
  for (let delta = -TOTP_WINDOW; delta <= TOTP_WINDOW; delta += 1) {
    // every candidate is compared, so the time taken does not tell which one matched
    if (timingSafeEqual(Buffer.from(hotp(secret, step + delta)), Buffer.from(typed))) matched = true;
  }
  return matched;
}
