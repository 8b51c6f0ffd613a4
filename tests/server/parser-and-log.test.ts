import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { api } from '../../src/shared/contract/api';
import { call, startTestServer, testConfig, type TestServer } from './helpers';

/**
 * More of "no secret in the log" and "parser refusals in the envelope"
 * (tests/server/server-log.test.ts): PostgreSQL's detail, the request line of
 * a login link, pipelined and slowly sent requests.
 */
describe('a database error logged without its values', () => {
  let s: TestServer;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    s = await startTestServer();
    app = await buildApp(
      { db: s.db, config: testConfig({ LOG_LEVEL: 'info' }), keys: s.keys },
      { serveSite: false, logStream: { write: (line: string) => void lines.push(line) } },
    );
    // a unique violation the code does not expect, worded the way PostgreSQL words one: the values in message and detail
    await s.db.execute(
      sql.raw(`create or replace function refuse_session() returns trigger language plpgsql as $$
        declare name text;
        begin
          select account into name from members where id = new.member_id;
          raise exception using errcode = 'unique_violation',
            message = 'duplicate key value violates unique constraint "sessions_token_hash_unique" for ' || new.token_hash,
            detail = 'Key (account, token_hash)=(' || name || ', ' || new.token_hash || ') already exists.';
        end $$`),
    );
    await s.db.execute(sql.raw('create trigger refuse_session before insert on sessions for each row execute function refuse_session()'));
  });
  afterAll(async () => {
    await app?.close();
    await s?.close();
  });

  it('keeps the SQLSTATE and the SQL text, drops the message and the detail (PostgreSQL puts values in both)', async () => {
    const server = { app, keys: s.keys, db: s.db, config: s.config };
    const failed = await call(server, api.login, { username: 'demo', password: 'Demo1234', type: 'username' });
    expect(failed.status).toBe(500);
    // a login link's code in the address of a page
    await app.inject({ method: 'GET', url: '/promotions?loginCode=LinkCodeSecret0123456789abcdefghijklmnopq&tab=all' });

    const text = lines.join('');
    expect(text).toContain('"sqlState":"23505"');
    expect(text).toMatch(/"query":"insert into \\"sessions\\"/);
    for (const secret of ['already exists', 'Key (', '(demo', 'Demo1234', '$argon2id$', 'LinkCodeSecret', 'for ']) {
      expect(text, secret).not.toContain(secret);
    }
    // a session token hash is 64 hex digits: none in any line
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  });
});

describe('the HTTP parser refusals, with keep-alive', () => {
  let s: TestServer;
  let port = 0;
  beforeAll(async () => {
    s = await startTestServer();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Writes the chunks one by one (a pause between them); everything read until the server ends the connection. */
  function send(chunks: string[], pauseMs = 0): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', (error) => reject(new Error(`${String(error)}; read so far: ${answer.slice(0, 300)}`)));
      socket.setTimeout(8000, () => reject(new Error(`no clean close; read so far: ${answer.slice(0, 300)}`)));
      let next = 0;
      const write = () => {
        if (next >= chunks.length || socket.destroyed || socket.writableEnded) return;
        socket.write(chunks[next++]!, () => setTimeout(write, pauseMs));
      };
      write();
    });
  }

  it('an address too large sent slowly: the client still reads the 431 envelope, then a clean close (no reset)', async () => {
    const chunks = ['GET /wps/system/status?url='];
    for (let i = 0; i < 24; i += 1) chunks.push('a'.repeat(2048));
    chunks.push(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    const answer = await send(chunks, 5);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toMatchObject({ success: false, value: null, code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('a malformed request after a good one on the same connection: the good answer whole, then the 400 envelope', async () => {
    const answer = await send(['GET /wps/system/status?url=home HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nNOT HTTP AT ALL\r\n\r\n']);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    const second = answer.indexOf('HTTP/1.1 400 ');
    expect(second).toBeGreaterThan(0);
    // the first answer is complete: its body is the whole status envelope
    const first = answer.slice(0, second);
    expect((JSON.parse(first.slice(first.indexOf('\r\n\r\n') + 4)) as { success: boolean }).success).toBe(true);
    const refused = answer.slice(second);
    expect(refused).toMatch(/\r\nConnection: close\r\n/);
    expect(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});
