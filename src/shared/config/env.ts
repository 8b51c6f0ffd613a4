/**
 * The site's build-time environment, checked once at start. Every variable
 * is listed with a comment in `.env.example`. Three strings, read by hand:
 * the contract's validators (zod) are not part of the first screen.
 */
export interface Env {
  /** Origin of the /wps and /lgw API; empty means the site's own origin. */
  VITE_API_BASE_URL: string;
  /** Merchant code sent with every call and restored on logout. */
  VITE_MERCHANT_CODE: string;
  /** Firebase web config (JSON). Empty: social sign-in and phone verification are off. */
  VITE_FIREBASE_CONFIG: string;
}

/** A variable as a string, its default when unset; `required`: an empty value is refused too. */
function variable(source: Record<string, unknown>, name: keyof Env, fallback: string, required = false): string {
  const value = source[name] ?? fallback;
  if (typeof value !== 'string' || (required && value === '')) {
    throw new Error(`Invalid site environment: ${name} must be a${required ? ' non-empty' : ''} string`);
  }
  return value;
}

/** Reads the environment the build was made with (exported for its test). */
export function readEnv(source: Record<string, unknown>): Env {
  return {
    VITE_API_BASE_URL: variable(source, 'VITE_API_BASE_URL', ''),
    VITE_MERCHANT_CODE: variable(source, 'VITE_MERCHANT_CODE', 'LOTUS', true),
    VITE_FIREBASE_CONFIG: variable(source, 'VITE_FIREBASE_CONFIG', ''),
  };
}

export const env = readEnv(import.meta.env);
