import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig, loadDotEnv } from '../../server/src/config';

const root = fileURLToPath(new URL('../../', import.meta.url));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** Vite's own variables, not ours. */
const viteBuiltIns = new Set(['DEV', 'PROD', 'MODE', 'BASE_URL', 'SSR']);

/** Every environment variable the code reads, with the first file that reads it. */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (name: string, file: string) => {
    if (!viteBuiltIns.has(name) && !found.has(name)) found.set(name, relative(root, file));
  };
  const sources = [
    ...walk(join(root, 'src')),
    ...walk(join(root, 'server/src')),
    ...walk(join(root, 'scripts')),
    ...walk(join(root, 'tests/e2e')),
    ...['vite.config.ts', 'playwright.config.ts', 'vitest.config.ts', 'drizzle.config.ts'].map((f) => join(root, f)),
  ];
  for (const file of sources) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g)) add(m[1] ?? m[2]!, file);
    for (const m of code.matchAll(/import\.meta\.env\.([A-Z][A-Z0-9_]*)/g)) add(m[1]!, file);
    // the site reads the whole of import.meta.env in one place (src/shared/config/env.ts)
    if (file.includes(`${join(root, 'src')}`)) for (const m of code.matchAll(/\b(VITE_[A-Z0-9_]+)\b/g)) add(m[1]!, file);
  }
  // the server reads process.env through one schema
  for (const name of configVariables) add(name, join(root, 'server/src/config.ts'));
  // .ci/run: variables taken from the environment with a default, ${NAME:-…}
  const ci = join(root, '.ci/run');
  for (const m of readFileSync(ci, 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]*):-/g)) add(m[1]!, ci);
  return found;
}

function documented(): Set<string> {
  const text = readFileSync(join(root, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
}

describe('.env.example', () => {
  it('documents every variable the server, the site, the build, the browser suite and CI read', () => {
    const read = variablesRead();
    // the scan itself must see the known readers, or it proves nothing
    for (const name of ['PORT', 'DATABASE_URL', 'VITE_API_BASE_URL', 'BUILD_OUT_DIR', 'API_PROXY_TARGET', 'CHROMIUM_PATH', 'E2E_PORT', 'CI_DATABASE_URL', 'NODE_ENV']) {
      expect(read.has(name), `the scan misses ${name}`).toBe(true);
    }
    const docs = documented();
    const missing = [...read].filter(([name]) => !docs.has(name)).map(([name, file]) => `${name} (read in ${file})`);
    expect(missing, 'add these to .env.example with a comment').toEqual([]);
  });

  it('documents nothing that no code reads', () => {
    const read = variablesRead();
    const stale = [...documented()].filter((name) => !read.has(name));
    expect(stale).toEqual([]);
  });

  it('is accepted by the server as it stands', () => {
    const values = Object.fromEntries(
      [...readFileSync(join(root, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    const config = loadConfig(values);
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
  });
});

describe('server configuration', () => {
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    return [];
  };

  it('uses the defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', sessionTtlHours: 12, logLevel: 'info', trustProxy: false, devOutbox: true });
    expect(config.pgliteDir.endsWith('/data/pglite')).toBe(true);
    expect(config.loginAttempts).toEqual({ perAccount: 20, perIp: 60 });
  });

  it('reads the login limits, and refuses a limit below one', () => {
    expect(loadConfig({ LOGIN_ATTEMPTS_PER_ACCOUNT: '200', LOGIN_ATTEMPTS_PER_IP: '1000' }).loginAttempts).toEqual({ perAccount: 200, perIp: 1000 });
    expect(problemsOf({ LOGIN_ATTEMPTS_PER_ACCOUNT: '0' })[0]).toMatch(/^LOGIN_ATTEMPTS_PER_ACCOUNT:/);
  });

  it('treats empty values as not set', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '', TRUST_PROXY: '', PAYLOAD_PRIVATE_KEY: '' });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.payloadPrivateKey).toBeUndefined();
  });

  it('refuses to start on a bad value, naming the variable', () => {
    expect(problemsOf({ PORT: 'eighty' })[0]).toMatch(/^PORT:/);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL:/);
    expect(problemsOf({ TRUST_PROXY: 'maybe' })[0]).toMatch(/^TRUST_PROXY:/);
    expect(problemsOf({ SESSION_TTL_HOURS: '5000' })[0]).toMatch(/^SESSION_TTL_HOURS:/);
    const two = problemsOf({ PORT: 'x', HOST: 'h', LOG_LEVEL: 'x' });
    expect(two.map((p) => p.split(':')[0]).sort()).toEqual(['LOG_LEVEL', 'PORT']);
  });

  it('accepts only a postgres:// DATABASE_URL', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://root@db/lotus' })).toEqual(['DATABASE_URL: DATABASE_URL must be a postgres:// URL']);
    expect(problemsOf({ DATABASE_URL: '/var/lib/db' })).toHaveLength(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d' }).databaseUrl).toBe('postgres://u@h:5432/d');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/d' }).databaseUrl).toBe('postgresql://u@h/d');
  });

  it('turns the outbox and the emulator off in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase.emulator).toBe(false);
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase.emulator).toBe(true);
  });
});

describe('.env file', () => {
  const touched = ['LOTUS_TEST_FROM_FILE', 'LOTUS_TEST_ALREADY_SET'];
  afterEach(() => {
    for (const name of touched) delete process.env[name];
  });

  it('is optional', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lotus-env-'));
    expect(loadDotEnv(join(dir, '.env'))).toBe(false);
  });

  it('is read when present, without overriding the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lotus-env-'));
    const file = join(dir, '.env');
    writeFileSync(file, '# a comment\nLOTUS_TEST_FROM_FILE=from-file\nLOTUS_TEST_ALREADY_SET=from-file\n');
    process.env.LOTUS_TEST_ALREADY_SET = 'from-environment';
    expect(loadDotEnv(file)).toBe(true);
    expect(process.env.LOTUS_TEST_FROM_FILE).toBe('from-file');
    expect(process.env.LOTUS_TEST_ALREADY_SET).toBe('from-environment');
  });
});
