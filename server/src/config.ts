import { resolve } from 'node:path';
import * as z from 'zod/mini';
import { DEFAULT_JWKS_URL } from './lib/id-token';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Booleans from the environment: only the obvious spellings, anything else is a start-up error. */
const flag = z.pipe(
  z.enum(['true', 'false', '1', '0', 'yes', 'no']),
  z.transform((v) => v === 'true' || v === '1' || v === 'yes'),
);

const envSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 8080),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
  ),
  STATIC_DIR: z._default(z.string().check(z.minLength(1)), './dist'),
  SESSION_TTL_HOURS: z._default(z.coerce.number().check(z.positive(), z.lte(24 * 90)), 12),
  PASSWORD_MAX_AGE_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(3650)), 90),
  REGISTRATIONS_PER_IP_HOURLY: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 10),
  LOGIN_ATTEMPTS_PER_ACCOUNT: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 20),
  LOGIN_ATTEMPTS_PER_IP: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 60),
  PAYLOAD_PRIVATE_KEY: z.optional(z.string().check(z.includes('PRIVATE KEY'))),
  LOG_LEVEL: z._default(z.enum(logLevels), 'info'),
  TRUST_PROXY: z._default(flag, false),
  DEV_OUTBOX: z.optional(flag),
  DEMO_DATA: z.optional(flag),
  SANDBOX_PAY: z.optional(flag),
  AUTH_EMULATOR: z.optional(flag),
  NODE_ENV: z.optional(z.string()),
  BOT_CHECK_BITS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(24)), 14),
  WITHDRAW_AUTO_APPROVE_BELOW: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000_000))),
  AGENT_REALTIME_WINDOW_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(5), z.lte(86_400)), 300),
  LOTTERY_FAST_SECONDS: z.optional(
    z.coerce.number().check(
      z.int(),
      z.gte(5),
      z.lte(60),
      z.refine((n) => 86_400 % n === 0, { message: 'must divide a day (86400 s)' }),
    ),
  ),
  REALITY_CHECK_TEST_SECONDS: z.optional(z.coerce.number().check(z.int(), z.gte(5), z.lte(3_600))),
  FIREBASE_PROJECT_ID: z.optional(
    z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{2,62}[a-z0-9]$/, 'FIREBASE_PROJECT_ID must be a Firebase project id (lowercase letters, digits, hyphens)')),
  ),
  FIREBASE_JWKS_URL: z._default(z.string().check(z.regex(/^https?:\/\/\S+$/, 'FIREBASE_JWKS_URL must be an http(s) URL')), DEFAULT_JWKS_URL),
  SANDBOX_PAY_SECRET: z.optional(z.string().check(z.minLength(32, 'SANDBOX_PAY_SECRET must be at least 32 characters'))),
  CHAT_TOKEN_SECRET: z.optional(z.string().check(z.minLength(32, 'CHAT_TOKEN_SECRET must be at least 32 characters'))),
  FIREBASE_AUTH_EMULATOR_HOST: z.optional(z.string().check(z.regex(/^[\w.-]+:\d{1,5}$/, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port'))),
});

/** Every variable the server reads (each one is documented in .env.example; a test checks it). */
export const configVariables = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/**
 * Reads a .env file into process.env when there is one (variables already set
 * in the environment win). A missing file is fine; an unreadable one is not.
 * Returns whether a file was read.
 */
export function loadDotEnv(path = '.env'): boolean {
  try {
    process.loadEnvFile(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw new ConfigError([`${path}: ${error instanceof Error ? error.message : String(error)}`]);
  }
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** DATA_DIR/pglite, used when databaseUrl is not set */
  pgliteDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
  sessionTtlHours: number;
  /** a password set (registration, change, reset) expires after this many days; 0: never */
  passwordMaxAgeDays: number;
  /** accounts one address may create in an hour (every kind of registration together) */
  registrationsPerIpHourly: number;
  /** login attempts (password, text-message code, social link) per account and per address, each per 10 minutes */
  loginAttempts: { perAccount: number; perIp: number };
  payloadPrivateKey: string | undefined;
  logLevel: (typeof logLevels)[number];
  /** trust X-Forwarded-For from a load balancer in front of the instances */
  trustProxy: boolean;
  /** NODE_ENV=production: nothing made for demos is on unless a variable says so (docs/security.md, "Production mode") */
  production: boolean;
  /** serve GET /wps/dev/outbox (the messages the platform "sent"): on unless NODE_ENV=production, DEV_OUTBOX overrides */
  devOutbox: boolean;
  /** the outbox answers callers other than this machine: only with DEV_OUTBOX=true */
  devOutboxAnyCaller: boolean;
  /**
   * the demo accounts (members, agents and their team, with their history) and the demo staff accounts:
   * on unless NODE_ENV=production, DEMO_DATA overrides; the demo staff accounts never in production
   */
  demoData: boolean;
  /** the sandbox payment provider (/sandbox-pay, its callback and its telco's test cards): on unless NODE_ENV=production, SANDBOX_PAY overrides */
  sandboxPay: boolean;
  /** what production runs that is made for demos or development, one line each for the log at start (empty outside production) */
  warnings: string[];
  /** leading zero bits of the bot check's proof of work (login, SMS codes); 0: off */
  botCheckBits: number;
  /**
   * the secret the sandbox payment provider signs its callbacks with; undefined: one generated on first
   * start and kept in the database (development), so no secret is ever committed
   */
  sandboxPaySecret: string | undefined;
  /** the key that signs the chat page's identity tokens (HS256); undefined: one generated once per database (`chat_keys`) */
  chatTokenSecret: string | undefined;
  /** the demo rule: withdrawals below this many major units are approved and paid at once (over the brand's setting); undefined: the brand's setting */
  withdrawAutoApproveBelow: number | undefined;
  /** the real-time salary's window in seconds: 300 (spec section 9); shorter in the browser suite */
  agentRealtimeWindowSeconds: number;
  /** the interval of the 45-second lotteries, for tests and demos (docs/lottery.md) */
  lotteryFastSeconds: number | undefined;
  /** the reality check every this many seconds for a member who chose one (browser tests); never in production */
  realityCheckTestSeconds: number | undefined;
  /** third-party sign-in (Firebase Authentication ID tokens); projectId undefined: off */
  firebase: {
    projectId: string | undefined;
    jwksUrl: string;
    /** accept the Auth emulator's unsigned tokens: FIREBASE_AUTH_EMULATOR_HOST set, and NODE_ENV not production or AUTH_EMULATOR=true */
    emulator: boolean;
    /** the emulator's host:port when `emulator` is on (the site's documents may then call it) */
    emulatorHost: string | undefined;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // empty strings in .env files mean "not set"
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  const devOutbox = e.DEV_OUTBOX ?? !production;
  const demoData = e.DEMO_DATA ?? !production;
  const sandboxPay = e.SANDBOX_PAY ?? !production;
  const authEmulator = e.FIREBASE_AUTH_EMULATOR_HOST !== undefined && (e.AUTH_EMULATOR ?? !production);
  const warnings = production
    ? [
        devOutbox && 'DEV_OUTBOX=true: GET /wps/dev/outbox serves the codes and reset links the platform "sent" to anyone who asks',
        demoData && 'DEMO_DATA=true: the demo accounts are seeded with their published passwords (not the demo staff accounts)',
        sandboxPay && 'SANDBOX_PAY=true: the sandbox payment provider is served (/sandbox-pay) and its test scratch cards pay deposits',
        e.FIREBASE_AUTH_EMULATOR_HOST !== undefined &&
          (authEmulator
            ? 'AUTH_EMULATOR=true: the Auth emulator\'s unsigned tokens are accepted (FIREBASE_AUTH_EMULATOR_HOST): anyone can sign in as any account linked to a third-party identity'
            : 'FIREBASE_AUTH_EMULATOR_HOST is ignored in production: the Auth emulator\'s unsigned tokens are accepted there only with AUTH_EMULATOR=true'),
      ].filter((w): w is string => typeof w === 'string')
    : [];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: resolve(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    staticDir: resolve(e.STATIC_DIR),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    registrationsPerIpHourly: e.REGISTRATIONS_PER_IP_HOURLY,
    loginAttempts: { perAccount: e.LOGIN_ATTEMPTS_PER_ACCOUNT, perIp: e.LOGIN_ATTEMPTS_PER_IP },
    // PEM from an environment variable often arrives with literal "\n"
    payloadPrivateKey: e.PAYLOAD_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    production,
    devOutbox,
    devOutboxAnyCaller: e.DEV_OUTBOX === true,
    demoData,
    sandboxPay,
    warnings,
    botCheckBits: e.BOT_CHECK_BITS,
    sandboxPaySecret: e.SANDBOX_PAY_SECRET,
    chatTokenSecret: e.CHAT_TOKEN_SECRET,
    withdrawAutoApproveBelow: e.WITHDRAW_AUTO_APPROVE_BELOW,
    agentRealtimeWindowSeconds: e.AGENT_REALTIME_WINDOW_SECONDS,
    lotteryFastSeconds: e.LOTTERY_FAST_SECONDS,
    realityCheckTestSeconds: production ? undefined : e.REALITY_CHECK_TEST_SECONDS,
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      jwksUrl: e.FIREBASE_JWKS_URL,
      // unsigned tokens are accepted in production only when AUTH_EMULATOR=true says so, with a warning
      emulator: authEmulator,
      emulatorHost: authEmulator ? e.FIREBASE_AUTH_EMULATOR_HOST : undefined,
    },
  };
}
