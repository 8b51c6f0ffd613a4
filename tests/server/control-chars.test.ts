import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/api';
import { type Endpoint } from '../../src/shared/contract/endpoint';
import { forbiddenTextPaths, hasForbiddenCharacters } from '../../src/shared/contract/text';
import { call, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope {
  success: boolean;
  code?: string;
  fieldErrors?: Array<{ field: string; key: string }>;
}

const NUL = 'a\u0000b';

/** Field names the contract's requests use most, sent to every endpoint besides its own. */
const common = ['gameName', 'gameClassify', 'code', 'username', 'password', 'mobileNum', 'email', 'vassalage', 'nodeId', 'language', 'domain'];

/** The string fields a request schema names (zod/mini objects keep their shape). */
function fieldsOf(endpoint: Endpoint): string[] {
  const shape = (endpoint.request as unknown as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape) : [];
}

describe('control characters in any text input', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s, 'demo', 'Demo1234');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the rule: C0 controls but tab and new lines, DEL and lone surrogates', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u001b[31m', 'x\u007f', '\u000b', '\ud800', 'a\udc00b', 'x\uffff', '\ufffe']) expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Nguyễn Văn A', 'line\nbreak\r\n\tindent', '中文', 'ภาษาไทย', '😀', '<b>']) expect(hasForbiddenCharacters(good), good).toBe(false);
    expect(forbiddenTextPaths({ a: 'ok', b: { c: [1, 'x\u0000'] }, ['k\u0000']: 1 })).toEqual(['b.c.1', 'k\u0000']);
  });

  it('every endpoint of the contract answers 400 with a field error, never a server error', async () => {
    const answers: string[] = [];
    for (const [name, endpoint] of Object.entries(api) as Array<[string, Endpoint]>) {
      const fields = [...new Set([...fieldsOf(endpoint), ...common])];
      const input = Object.fromEntries(fields.map((field) => [field, NUL]));
      const result = await call<Envelope>(s, endpoint, input, { token, botCheck: false, headers: { 'x-game-session': 'x'.repeat(43) } });
      answers.push(`${name} ${result.status}`);
      expect(result.status, `${name} (${endpoint.method} ${endpoint.path})`).toBeLessThan(500);
      if (endpoint.path.startsWith('/wps/chat/page/')) {
        // the chat page's calls check their signed identity token before reading any input: without one, 401
        expect(result.status, name).toBe(401);
        continue;
      }
      expect(result.status, `${name} (${endpoint.method} ${endpoint.path})`).toBe(400);
      expect(result.body.code, name).toBe('VALIDATION');
      expect(result.body.fieldErrors, name).toEqual(expect.arrayContaining([{ field: 'gameName', key: 'validation.forbiddenCharacters' }]));
    }
    expect(answers.length).toBe(Object.keys(api).length);
  });

  it('names the field: the game search, the affiliate check, rooms, hot games, the encrypted login, registration and the reset e-mail', async () => {
    const cases: Array<[Endpoint, Record<string, unknown>, string]> = [
      [api.gameList, { gameType: 'RNG', gameName: NUL }, 'gameName'],
      [api.gameList, { gameType: 'RNG', gameClassify: NUL }, 'gameClassify'],
      [api.affiliateCheck, { code: NUL, domain: 'lotus.example' }, 'code'],
      [api.pvpRooms, { vassalage: NUL }, 'vassalage'],
      [api.hotGames, { vassalage: NUL }, 'vassalage'],
      [api.login, { username: NUL, password: 'Demo1234', type: 'username' }, 'username'],
      [api.register, { username: 'nulname01', password: 'Secret123', confirmPassword: 'Secret123', email: `x${NUL}@lotus.example`, ageConfirmed: true, termsAccepted: true }, 'email'],
      [api.forgotByEmail, { username: NUL, email: 'a@lotus.example' }, 'username'],
    ];
    for (const [endpoint, input, field] of cases) {
      const result = await call<Envelope>(s, endpoint, input);
      expect(result.status, endpoint.path).toBe(400);
      expect(result.body.fieldErrors, endpoint.path).toEqual([{ field, key: 'validation.forbiddenCharacters' }]);
    }
  });

  it('a tab or a line break inside a single-line field is refused by the contract, with the same message', async () => {
    const form = { username: 'brkname01', password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true, termsAccepted: true };
    const cases: Array<[Endpoint, Record<string, unknown>, string]> = [
      [api.login, { username: 'de\nmo', password: 'Demo1234', type: 'username' }, 'username'],
      [api.forgotByEmail, { username: 'demo', email: 'a@lotus.example\r\nBcc: x@evil.example' }, 'email'],
      [api.affiliateCheck, { code: 'AG\t01', domain: 'lotus.example' }, 'code'],
      [api.register, { ...form, payeeName: 'Nguyen\nAn' }, 'payeeName'],
      [api.register, { ...form, domain: 'lotus\n.example' }, 'domain'],
    ];
    for (const [endpoint, input, field] of cases) {
      const result = await call<Envelope>(s, endpoint, input);
      expect(result.status, `${endpoint.path} ${field}`).toBe(400);
      expect(result.body.fieldErrors, `${endpoint.path} ${field}`).toEqual([{ field, key: 'validation.forbiddenCharacters' }]);
    }
  });

  it('the game pages and the artwork outside the contract answer no server error either', async () => {
    for (const url of [
      '/games/dice?session=a%00b&lang=%00',
      '/games/slot?session=%01&room=%00',
      '/games/demo?session=%00',
      '/games/verify?serverSeed=%00&clientSeed=%00&nonce=%00&kind=%00',
      '/media/games/a%00b.svg',
      '/media/banners/%00.svg?lang=%00',
      '/media/vendors/%00.svg',
      '/media/promotions/%00.svg',
      '/wps/no%00where',
    ]) {
      const result = await s.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(result.statusCode, url).toBeLessThan(500);
    }
  });
});
