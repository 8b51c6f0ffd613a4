import * as z from 'zod/mini';

/**
 * The site's build-time environment, validated once at start. Every variable
 * is listed with a comment in `.env.example`.
 */
const envSchema = z.object({
  /** Origin of the /wps and /lgw API; empty means the site's own origin. */
  VITE_API_BASE_URL: z._default(z.string(), ''),
  /** Merchant code sent with every call and restored on logout. */
  VITE_MERCHANT_CODE: z._default(z.string().check(z.minLength(1)), 'LOTUS'),
  /** Firebase web config (JSON). Empty: social sign-in and phone verification are off. */
  VITE_FIREBASE_CONFIG: z._default(z.string(), ''),
});

export type Env = z.infer<typeof envSchema>;

function readEnv(): Env {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    throw new Error(`Invalid site environment: ${parsed.error.message}`);
  }
  return parsed.data;
}

export const env = readEnv();
