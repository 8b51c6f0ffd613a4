import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../server/src/app';
import { loadConfig, type Config } from '../../server/src/config';
import { openDatabase, type DatabaseHandle, type Db } from '../../server/src/db/client';
import { migrateDatabase, migrationsFolder } from '../../server/src/db/migrate';
import { startVersionFeed } from '../../server/src/db/version-feed';
import { loadPayloadKeys } from '../../server/src/db/payload-keys';
import { seedDatabase } from '../../server/src/seed/seed';
import { encryptBodyForBench, type EncryptOptions } from '../../server/src/tools/bench-encrypt';
import { createDatabase, databaseUrlWith, dropDatabase as dropDatabaseOn } from './database-url';
import type { PayloadKeyPair } from '../../server/src/lib/payload-cipher';
import { issueBotChallenge, powPasses } from '../../server/src/modules/identity/bot-check';
import { api } from '../../src/shared/contract/api';
import { type EncryptedBody } from '../../src/shared/contract/encryption';
import { type Endpoint } from '../../src/shared/contract/endpoint';

/*
 * Test databases: an in-memory PGlite by default (one per test file), or,
 * when DATABASE_URL is set, a fresh uniquely named database on that server,
 * created here and dropped on close. A seeded one (the default) is a copy of
 * the run's template (global-setup.ts): made once, migrated and seeded.
 */

/** The migrations as they stood before `tag` (a folder of their own, to remove after): to test a migration on an older database. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'lotus-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * Runs one migration's SQL again on a database already migrated and seeded
 * (its statements as the migrator runs them): to test a data migration on
 * rows put back as an older seed wrote them, without seeding today's data
 * into yesterday's schema.
 */
export async function rerunMigration(db: Db, tag: string): Promise<void> {
  const text = readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.execute(sql.raw(statement));
  }
}

export interface TestDatabase {
  db: Db;
  handle: DatabaseHandle;
  kind: DatabaseHandle['kind'];
  /** PostgreSQL: the address of this test database (another instance opens it), else undefined */
  url?: string;
  close(): Promise<void>;
}

/**
 * What another server instance would use to reach the same database: a pool
 * of its own on PostgreSQL; on PGlite, which has one connection per process,
 * the same handle (closing it is left to the first).
 */
export async function openAnotherInstance(t: TestDatabase): Promise<{ db: Db; close(): Promise<void> }> {
  if (!t.url) return { db: t.db, close: async () => {} };
  const other = await openDatabase({ databaseUrl: t.url, pgliteDir: '' });
  await startVersionFeed(other);
  return { db: other.db, close: () => other.close() };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/lotus-test-unused',
    STATIC_DIR: '/nonexistent',
    // the suites register many accounts from one address; rate-limit.test.ts tests the real limit
    REGISTRATIONS_PER_IP_HOURLY: '100000',
    ...overrides,
  });
}

export interface OpenTestOptions {
  /** run the seed after the migrations (default true) */
  seed?: boolean;
  /** apply the migrations (default true); false: an empty database, seed skipped */
  migrate?: boolean;
}

export async function openTestDatabase(options: OpenTestOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let url: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  // the run's seeded template, unless this file asks for less than a seeded database
  const fromTemplate = (options.migrate ?? true) && (options.seed ?? true) ? inject('seededTemplate') : undefined;
  if (serverUrl) {
    const name = `lotus_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await createDatabase(serverUrl, name, fromTemplate);
    dropDatabase = () => dropDatabaseOn(serverUrl, name);
    try {
      url = databaseUrlWith(serverUrl, name);
      handle = await openDatabase({ databaseUrl: url, pgliteDir: '' });
    } catch (error) {
      await dropDatabase();
      throw error;
    }
  } else {
    const loadDataDir = fromTemplate ? new Blob([await readFile(fromTemplate)]) : undefined;
    handle = await openDatabase({ databaseUrl: undefined, pgliteDir: '' }, { inMemory: true, loadDataDir });
  }
  const close = async () => {
    await handle.close();
    await dropDatabase?.();
  };
  try {
    if (options.migrate ?? true) {
      if (!fromTemplate) {
        await migrateDatabase(handle);
        if (options.seed ?? true) await seedDatabase(handle.db);
      }
      // as in main.ts: the read cache's versions come from the feed while it runs
      await startVersionFeed(handle);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { db: handle.db, handle, kind: handle.kind, url, close };
}

export interface TestServer extends TestDatabase {
  app: FastifyInstance;
  config: Config;
  keys: PayloadKeyPair;
}

export interface StartOptions extends BuildOptions {
  config?: Record<string, string>;
}

/** A seeded database and the app on it, ready for `app.inject`. Close it in afterAll. */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  try {
    const config = testConfig(options.config);
    const keys = await loadPayloadKeys(database.db, config);
    const app = await buildApp({ db: database.db, config, keys }, { serveSite: options.serveSite ?? false });
    return {
      ...database,
      app,
      config,
      keys,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export type { EncryptOptions };

/** Encrypts a body the way the site does (src/shared/crypto/payload-cipher.ts), with node:crypto. */
export function encryptBody(body: unknown, key: { keyId: string; publicKey: string }, options: EncryptOptions = {}): EncryptedBody {
  return encryptBodyForBench(body, key, options);
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** send this body as is, skipping the encryption of E calls */
  raw?: boolean;
  /**
   * false: send no bot check. By default the calls that need one (login by
   * username, SMS login and registration codes) get a solved one when the
   * input has none, the way the site adds it.
   */
  botCheck?: false;
}

const botCheckedPaths = new Set([api.login.path, api.smsNoLogin.path, api.smsRegister.path]);

/** Solves a challenge by brute force, like the site (2^bits hashes on average). */
export function solveChallenge(salt: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    if (powPasses(salt, String(nonce), difficulty)) return String(nonce);
  }
}

/** A fresh challenge stored in the database and its solution. */
export async function solvedBotCheck(server: Pick<TestServer, 'db' | 'config'>): Promise<{ challengeId: string; nonce: string }> {
  const challenge = await issueBotChallenge(server.db, server.config.botCheckBits);
  return { challengeId: challenge.challengeId, nonce: solveChallenge(challenge.salt, challenge.difficulty) };
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * The input with a solved bot check added when the endpoint needs one (login
 * by username, SMS login and registration codes) and the input has none.
 */
export async function withBotCheck(
  server: object,
  endpoint: Endpoint,
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  // any server-like object: the check needs its database and configuration
  const { db, config } = server as Partial<Pick<TestServer, 'db' | 'config'>>;
  if (!db || !config || !botCheckedPaths.has(endpoint.path)) return input;
  if (input.botCheck !== undefined || input.type === 'sms') return input;
  return { ...input, botCheck: await solvedBotCheck({ db, config }) };
}

/** A file of a multipart call (`files` of the input). */
export interface UploadFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body: the text fields, then every file as a part named `field`. */
export function multipartBody(fields: Record<string, unknown>, files: UploadFile[], field = 'images'): { payload: Buffer; contentType: string } {
  const boundary = `----lotus${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Calls one endpoint of the contract the way the site does: query string for
 * GET and DELETE, JSON body otherwise (multipart when a multipart endpoint's
 * input has `files`), encrypted for E calls, Bearer token.
 */
export async function call<T = Record<string, unknown>>(
  server: Pick<TestServer, 'app' | 'keys'> & Partial<Pick<TestServer, 'db' | 'config'>>,
  endpoint: Endpoint,
  input: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<CallResult<T>> {
  if (options.botCheck !== false) input = await withBotCheck(server, endpoint, input);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request: InjectOptions = { method: endpoint.method, url: endpoint.path, headers };
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    request.query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
  } else if (endpoint.multipart && Array.isArray(input.files)) {
    const { files, ...fields } = input;
    const body = multipartBody(fields, files as UploadFile[]);
    request.payload = body.payload;
    headers['content-type'] = body.contentType;
  } else {
    request.payload = (endpoint.encrypted && !options.raw ? encryptBody(input, server.keys) : input) as InjectOptions['payload'];
  }
  const response = await server.app.inject(request);
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
}

export interface LoginBody {
  success: boolean;
  code?: string;
  value: { token: string; user: { account: string } } | null;
}

export async function loginAs(server: TestServer, username: string, password: string): Promise<string> {
  const result = await call<LoginBody>(server, api.login, { username, password, type: 'username' });
  if (result.status !== 200 || !result.body.value) {
    throw new Error(`login of ${username} failed: ${result.status} ${JSON.stringify(result.body)}`);
  }
  return result.body.value.token;
}
