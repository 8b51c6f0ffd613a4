import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/api';
import { gameSessions, members, sessions } from '../../server/src/db/schema';
import { lockAccount } from '../../server/src/modules/identity/lockout';
import { sha256Hex } from '../../server/src/lib/hash';
import { settleReadCache } from '../../server/src/db/read-cache';
import { call, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

/**
 * A game launched from the site lives only as long as the site session that
 * launched it: a logout ends it, and a password change or reset and a lock
 * end every launch of the member (docs/security.md, "Game sessions"). An
 * ended launch is refused like an expired one.
 */
describe('game sessions end with the site session', () => {
  let s: TestServer;
  let password = 'Demo1234';
  let round = 0;

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Launches the in-house dice from a site session; answers the game session token of its URL. */
  async function launch(token: string): Promise<string> {
    const launched = await call<Envelope<{ game_url: string }>>(s, api.launchGameV2, { nodeId: 'XGS-DICE', gameId: 'XGS_DICE', vassalage: 'XGS' }, { token });
    expect(launched.status).toBe(200);
    return new URL(launched.body.value.game_url, 'http://x').searchParams.get('session') ?? '';
  }

  /** The status of one dice bet with a game session token. */
  async function bet(gameSession: string): Promise<number> {
    round += 1;
    const roundId = `session-round-${String(round).padStart(4, '0')}`;
    const played = await call(s, api.inhousePlay, { roundId, stake: 1000, target: 50, direction: 'under' }, { headers: { 'x-game-session': gameSession } });
    return played.status;
  }

  /** The game page of a launch: what the player's frame loads. */
  async function gamePage(gameSession: string): Promise<number> {
    const page = await s.app.inject({ method: 'GET', url: `/games/dice?session=${gameSession}`, headers: { accept: 'text/html' } });
    return page.statusCode;
  }

  /** The game page of a launch, its nonce taken out: what the player reads. */
  async function gamePageText(gameSession: string): Promise<{ status: number; body: string }> {
    const page = await s.app.inject({ method: 'GET', url: `/games/dice?session=${gameSession}&lang=EN`, headers: { accept: 'text/html' } });
    return { status: page.statusCode, body: page.body.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/nonce-[A-Za-z0-9+/=]+/g, 'nonce-') };
  }

  /** The state call of the game page: what it asks first. */
  async function gameState(gameSession: string): Promise<{ status: number; code: string | undefined }> {
    const state = await call<Envelope<unknown>>(s, api.inhouseState, {}, { headers: { 'x-game-session': gameSession } });
    return { status: state.status, code: state.body.code };
  }

  it('a logout ends the games launched from that session, and only those', async () => {
    const first = await loginAs(s, 'demo', password);
    const second = await loginAs(s, 'demo', password);
    const fromFirst = await launch(first);
    const fromSecond = await launch(second);
    expect(await bet(fromFirst)).toBe(200);
    expect(await bet(fromSecond)).toBe(200);

    expect((await call(s, api.logout, {}, { token: first })).status).toBe(200);
    expect(await bet(fromFirst)).toBe(401);
    expect(await gamePage(fromFirst)).not.toBe(200);
    // the other session and its game go on
    expect(await bet(fromSecond)).toBe(200);
    expect(await gamePage(fromSecond)).toBe(200);
    expect((await call(s, api.logout, {}, { token: second })).status).toBe(200);
    expect(await bet(fromSecond)).toBe(401);
  });

  it('a password change ends every launch, that of the session that changed it too', async () => {
    const changing = await loginAs(s, 'demo', password);
    const other = await loginAs(s, 'demo', password);
    const fromChanging = await launch(changing);
    const fromOther = await launch(other);
    expect(await bet(fromChanging)).toBe(200);

    const changed = await call(s, api.changePassword, { oldPassword: password, newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' }, { token: changing });
    expect(changed.status).toBe(200);
    password = 'Demo5678';
    expect(await bet(fromChanging)).toBe(401);
    expect(await bet(fromOther)).toBe(401);
    expect((await call(s, api.balance, {}, { token: other })).status).toBe(401);
    // the session that changed it stays (the site logs it out itself) and may launch again
    expect((await call(s, api.balance, {}, { token: changing })).status).toBe(200);
    expect(await bet(await launch(changing))).toBe(200);
  });

  it('a password reset by phone ends every launch', async () => {
    const token = await loginAs(s, 'demo', password);
    const game = await launch(token);
    expect(await bet(game)).toBe(200);

    await s.db.update(members).set({ mobileNum: '907777777', countryDialingCode: '+84' }).where(eq(members.account, 'demo'));
    expect((await call(s, api.forgotSendCode, { mobileNum: '907777777', countryDialingCode: '+84' })).status).toBe(200);
    const outbox = await call<Envelope<Array<{ code: string | null }>>>(s, api.devOutbox, { to: '+84 907777777' });
    const code = outbox.body.value[0]?.code ?? '';
    expect((await call(s, api.forgotVerifyCode, { mobileNum: '907777777', countryDialingCode: '+84', verificationCode: code })).status).toBe(200);
    const reset = await call(s, api.resetByPhone, { mobileNum: '907777777', countryDialingCode: '+84', verificationCode: code, newPassword: 'Demo9012' });
    expect(reset.status).toBe(200);
    password = 'Demo9012';

    expect(await bet(game)).toBe(401);
    expect((await call(s, api.balance, {}, { token })).status).toBe(401);
    // a new session launches and plays again
    expect(await bet(await launch(await loginAs(s, 'demo', password)))).toBe(200);
  });

  it('a password reset by e-mail ends every site session and every launch', async () => {
    const token = await loginAs(s, 'demo', password);
    const game = await launch(token);
    expect(await bet(game)).toBe(200);

    expect((await call(s, api.forgotByEmail, { username: 'demo', email: 'demo@lotusplay.example' })).status).toBe(200);
    const outbox = await call<Envelope<Array<{ code: string | null }>>>(s, api.devOutbox, { to: 'demo@lotusplay.example' });
    const resetToken = outbox.body.value[0]?.code ?? '';
    const reset = await call(s, api.resetByEmailToken, { token: resetToken, newPassword: 'Demo3456', confirmNewPassword: 'Demo3456' });
    expect(reset.status).toBe(200);
    password = 'Demo3456';

    expect(await bet(game)).toBe(401);
    expect(await gamePage(game)).toBe(401);
    expect((await call(s, api.balance, {}, { token })).status).toBe(401);
  });

  it('an ended launch is refused exactly like an expired one: the bet, the state call and the game page', async () => {
    const token = await loginAs(s, 'demo', password);
    const ended = await launch(token);
    const expired = await launch(token);
    expect(await bet(ended)).toBe(200);
    await s.db
      .update(gameSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(gameSessions.tokenHash, sha256Hex(expired)));
    expect((await call(s, api.logout, {}, { token })).status).toBe(200);

    expect(await bet(ended)).toBe(await bet(expired));
    expect(await gameState(ended)).toEqual(await gameState(expired));
    expect(await gameState(ended)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    const endedPage = await gamePageText(ended);
    expect(endedPage.status).toBe(401);
    expect(endedPage.body).toContain('This game session has ended. Close the game and open it again.');
    expect(endedPage).toEqual(await gamePageText(expired));
  });

  it('a launch ends when its site session expires, well before its own 6 hours', async () => {
    const token = await loginAs(s, 'demo', password);
    const game = await launch(token);
    expect(await bet(game)).toBe(200);
    await s.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    // a write outside the API: the read cache sees it as any write made elsewhere (at once on PGlite, as its
    // notice arrives on PostgreSQL); wait for it as the API's own calls do before answering
    await settleReadCache(s.db);
    expect(await bet(game)).toBe(401);
    expect(await gamePage(game)).toBe(401);
  });

  it('a staff lock ends every site session and every launch: unlocking revives none of them', async () => {
    const first = await loginAs(s, 'demo', password);
    const second = await loginAs(s, 'demo', password);
    const games = [await launch(first), await launch(second)];
    for (const game of games) expect(await bet(game)).toBe(200);
    const [demo] = await s.db.select({ id: members.id }).from(members).where(eq(members.account, 'demo'));

    await lockAccount(s.db, demo!.id);
    try {
      for (const game of games) expect(await bet(game)).toBe(401);
      expect((await call(s, api.balance, {}, { token: first })).status).toBe(401);
    } finally {
      await s.db.update(members).set({ status: 'active' }).where(eq(members.account, 'demo'));
    }
    // staff lift the lock: what was open before stays ended, a new login plays again
    for (const game of games) expect(await bet(game)).toBe(401);
    expect((await call(s, api.balance, {}, { token: second })).status).toBe(401);
    expect(await bet(await launch(await loginAs(s, 'demo', password)))).toBe(200);
  });
});
