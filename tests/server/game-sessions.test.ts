import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/endpoints';
import { members } from '../../server/src/db/schema';
import { call, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

/**
 * A game launched from the site lives only as long as the site session that
 * launched it: a logout ends it, and a password change or reset ends every
 * launch of the member (docs/security.md, "Game sessions").
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

  it("a staff lock of the account refuses its games at once", async () => {
    const game = await launch(await loginAs(s, 'demo', password));
    expect(await bet(game)).toBe(200);
    await s.db.update(members).set({ status: 'locked' }).where(eq(members.account, 'demo'));
    try {
      expect(await bet(game)).toBe(401);
    } finally {
      await s.db.update(members).set({ status: 'active' }).where(eq(members.account, 'demo'));
    }
  });
});
