import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/api';
import { buildApp } from '../../server/src/app';
import { members } from '../../server/src/db/schema';
import { loggableError, redactUrl } from '../../server/src/lib/log-safe';
import { hashPassword } from '../../server/src/lib/password';
import { call, startTestServer, testConfig, type TestServer } from './helpers';

/** Every line the server logged, as text. */
function captureLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('the server log holds no secret', () => {
  let s: TestServer;
  let app: FastifyInstance;
  const log = captureLog();

  beforeAll(async () => {
    s = await startTestServer();
    app = await buildApp({ db: s.db, config: testConfig({ LOG_LEVEL: 'info' }), keys: s.keys }, { serveSite: false, logStream: log.stream });
    // a refusal the database raises on one account name: the registration's insert fails as a real fault would
    await s.db.execute(
      sql.raw(`create or replace function refuse_logleak() returns trigger language plpgsql as $$
        begin
          if new.account like 'logleak%' then raise exception 'refused %', new.account; end if;
          return new;
        end $$`),
    );
    await s.db.execute(sql.raw('create trigger refuse_logleak before insert on members for each row execute function refuse_logleak()'));
    // an insert that breaks a unique key, failing through to the error handler as an unforeseen one would:
    // drizzle's message carries every bound value (the account, the argon2id hash), PostgreSQL's detail the key's value
    const passwordHash = await hashPassword('DupePass123');
    const row = { merchantCode: 'LOTUS', account: 'dupesecret7', nickname: 'dupesecret7', passwordHash, inviteCode: 'DUPEINVITE77' };
    app.post('/test/duplicate', async () => {
      await s.db.insert(members).values(row);
      await s.db.insert(members).values({ ...row, account: 'dupesecret8', nickname: 'dupesecret8' });
      return null;
    });
  });
  afterAll(async () => {
    await app?.close();
    await s?.close();
  });

  it('redacts secret parameters from logged addresses', () => {
    expect(redactUrl('/wps/x?token=abc&url=home&code=123456')).toBe('/wps/x?token=[redacted]&url=home&code=[redacted]');
    expect(redactUrl('/games/dice?session=s3cr3t&lang=EN')).toBe('/games/dice?session=[redacted]&lang=EN');
    expect(redactUrl('/a?Password=x&botCheck%5Bnonce%5D=9')).toBe('/a?Password=[redacted]&botCheck%5Bnonce%5D=[redacted]');
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it('shows a database error by its class, SQLSTATE, constraint and SQL text only', async () => {
    const passwordHash = await hashPassword('OtherPass123');
    const row = { merchantCode: 'LOTUS', account: 'uniqleak5', nickname: 'uniqleak5', passwordHash };
    await s.db.insert(members).values(row);
    const error = await s.db
      .insert(members)
      .values(row)
      .then(() => null, (e: unknown) => e);
    // what it would have logged: drizzle's message holds the values, PostgreSQL's detail the key's value
    expect(String((error as Error).message)).toContain('uniqleak5');
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('23505');
    expect(logged).toContain('insert into');
    for (const secret of ['uniqleak5', '$argon2id$', 'already exists', 'params']) expect(logged, secret).not.toContain(secret);
  });

  it('keeps tokens, codes, passwords, hashes and query values out of every line', async () => {
    const server = { app, keys: s.keys, db: s.db, config: s.config };
    // secrets in an address
    await app.inject({ method: 'GET', url: '/wps/system/status?url=home&token=TokSecret0123456789abcdef&code=654321&password=Hunter2pw&resetToken=ResetSecret99' });
    await app.inject({ method: 'GET', url: '/games/dice?session=GameSessionSecret0123456789abcdefghij' });
    // a login link's code in a document's address
    await app.inject({ method: 'GET', url: '/promotions?loginCode=LinkCodeSecret0123456789&tab=all' });
    // a unique key broken on an insert
    expect((await app.inject({ method: 'POST', url: '/test/duplicate', payload: {} })).statusCode).toBe(500);
    // a wrong password
    expect((await call(server, api.login, { username: 'demo', password: 'WrongPw777', type: 'username' })).status).toBe(401);
    // a registration whose insert fails in the database: 500, logged
    const failed = await call(server, api.register, {
      username: 'logleak01',
      password: 'LeakPass123',
      confirmPassword: 'LeakPass123',
      email: 'leaky@lotus.example',
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(failed.status).toBe(500);

    const text = log.lines.join('');
    // the failure was logged, with what helps: its type, SQLSTATE and SQL text
    expect(text).toContain('unexpected error');
    expect(text).toContain('P0001');
    expect(text).toMatch(/"query":"insert into \\"members\\"/);
    expect(text).toContain('"sqlState":"23505"');
    for (const secret of [
      'TokSecret0123456789abcdef',
      '654321',
      'Hunter2pw',
      'ResetSecret99',
      'GameSessionSecret',
      'LinkCodeSecret',
      'WrongPw777',
      'LeakPass123',
      '$argon2id$',
      'logleak01',
      'leaky@lotus.example',
      'dupesecret',
      'DUPEINVITE77',
      'DupePass123',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});

describe('requests the HTTP parser refuses', () => {
  let s: TestServer;
  let port: number;
  beforeAll(async () => {
    s = await startTestServer();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Sends raw bytes on a keep-alive connection; answers everything read until the server closes it. */
  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.setTimeout(5000, () => reject(new Error(`no clean close; read so far: ${answer}`)));
      socket.write(request);
    });
  }

  function parse(answer: string) {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...headerLines] = head.split('\r\n');
    const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as Record<string, unknown> };
  }

  it('answers an over-long address with 431 in the envelope, and closes the connection cleanly', async () => {
    const answer = parse(await raw(`GET /wps/system/status?url=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.body).toMatchObject({ success: false, value: null, code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('answers a malformed request with 400 in the envelope', async () => {
    const answer = parse(await raw('THIS IS NOT HTTP\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('says when to come back after too many attempts (Retry-After)', async () => {
    let last = await s.app.inject({ method: 'GET', url: api.captcha.path, remoteAddress: '10.77.0.1' });
    for (let i = 0; i < 60 && last.statusCode === 200; i += 1) last = await s.app.inject({ method: 'GET', url: api.captcha.path, remoteAddress: '10.77.0.1' });
    expect(last.statusCode).toBe(429);
    const seconds = last.json<{ value: { retryAfterSeconds: number } }>().value.retryAfterSeconds;
    expect(last.headers['retry-after']).toBe(String(seconds));
    expect(seconds).toBeGreaterThan(0);
  });
});
