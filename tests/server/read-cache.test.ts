import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCacheStats } from '../../server/src/db/read-cache';
import { FEED_APPLICATION_NAME, TRUST_MS } from '../../server/src/db/version-feed';
import { banners, blockedNetworks, cacheVersions, gameSessions, games, members, merchants, sessions } from '../../server/src/db/schema';
import { buildApp } from '../../server/src/app';
import { MERCHANT } from '../../server/src/seed/data/brand';
import { api } from '../../src/shared/contract/api';
import { foldPlays, recordPlay } from '../../server/src/modules/games/popularity';
import { sha256Hex } from '../../server/src/lib/hash';
import { queryRows } from '../../server/src/db/client';
import { cleanupExpired } from '../../server/src/jobs/cleanup';
import { call, loginAs, openAnotherInstance, startTestServer, type TestServer } from './helpers';

interface StatusBody {
  value: { status: number; info: { brandName: string } };
}
interface NoticeBody {
  value: { banners: { bannerId: number; title: string }[] };
}
interface ListBody {
  value: { totalCount: number; games: { name: string }[] };
}

/**
 * The read cache (server/src/db/read-cache.ts): what every visitor asks alike
 * is loaded once and served from memory, and any write to the tables behind
 * it (by the server, by hand, by another instance) is seen: on PGlite by the
 * very next request, on PostgreSQL (where the versions come from NOTIFY,
 * db/version-feed.ts) within TRUST_MS of the commit, and by the very next
 * request again whenever the feed is down.
 */
describe('the read cache', () => {
  let s: TestServer;

  /**
   * A change made by hand (or by another instance): on PGlite the next request
   * sees it; on PostgreSQL the feed's bound, TRUST_MS after the commit (with a
   * second of slack for a busy test machine: a poll is a whole request).
   */
  const seen = async <T>(read: () => Promise<T>, expected: T) => {
    if (s.kind === 'pglite') expect(await read()).toEqual(expected);
    else await expect.poll(read, { timeout: TRUST_MS + 1_000, interval: 10 }).toEqual(expected);
  };

  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  const status = async (headers: Record<string, string> = {}) =>
    (await call<StatusBody>(s, api.systemStatus, { url: 'http://localhost' }, { headers })).body.value;

  it('answers the status call from memory once loaded', async () => {
    await status();
    const before = readCacheStats(s.db);
    for (let i = 0; i < 5; i++) await status();
    const after = readCacheStats(s.db);
    expect(after.loads).toBe(before.loads);
    expect(after.hits).toBeGreaterThanOrEqual(before.hits + 5 * 3); // merchant, site info, blocked list
  });

  it('sees a hand-written change of the brand, the content or the catalogue at the next request', async () => {
    expect((await status()).info.brandName).not.toBe('Lotus Renamed');
    await s.db.update(merchants).set({ brandName: 'Lotus Renamed' }).where(eq(merchants.code, MERCHANT));
    await seen(async () => (await status()).info.brandName, 'Lotus Renamed');

    const notice = async () => (await call<NoticeBody>(s, api.homeNotice, {}, { headers: { Language: 'EN' } })).body.value;
    const [first] = (await notice()).banners;
    expect(first).toBeDefined();
    await s.db.update(banners).set({ title: 'Fresh title' }).where(eq(banners.id, first!.bannerId));
    await seen(async () => (await notice()).banners.find((b) => b.bannerId === first!.bannerId)?.title, 'Fresh title');

    const search = async () => (await call<ListBody>(s, api.gameList, { gameType: 'RNG', gameName: 'zzcachetest' })).body.value;
    expect((await search()).totalCount).toBe(0);
    const [game] = await s.db.select({ id: games.id }).from(games).where(eq(games.category, 'RNG')).limit(1);
    await s.db.update(games).set({ name: 'Zzcachetest Gold', searchName: 'zzcachetest gold' }).where(eq(games.id, game!.id));
    await seen(async () => (await search()).games.map((g) => g.name), ['Zzcachetest Gold']);
  });

  it("keeps in-house games' launches across the writes their lookup does not read, and empties them on those it does", async () => {
    const version = async () => {
      const [row] = await s.db.select({ version: cacheVersions.version }).from(cacheVersions).where(eq(cacheVersions.topic, 'gameSessions'));
      return Number(row?.version ?? 0);
    };
    const [demo] = await s.db.select({ id: members.id }).from(members).where(eq(members.account, 'demo'));
    const [dice] = await s.db.select({ id: games.id }).from(games).where(eq(games.gameCode, 'XGS_DICE'));
    const start = await version();
    // a login (a new site session, the member's last login), a language change, the popularity fold
    await loginAs(s, 'demo', 'Demo1234');
    await s.db.update(members).set({ language: 'VI' }).where(eq(members.id, demo!.id));
    await recordPlay(s.db, dice!.id);
    await foldPlays(s.db);
    await s.db.update(games).set({ popularity: sql`${games.popularity} + 1` }).where(eq(games.id, dice!.id));
    expect(await version()).toBe(start);
    // what the lookup reads: a member's status, a site session's end, a game's minimum bet
    await s.db.update(members).set({ status: 'active' }).where(eq(members.id, demo!.id));
    expect(await version()).toBe(start + 1);
    await s.db.update(sessions).set({ revokedAt: sql`${sessions.revokedAt}` }).where(eq(sessions.memberId, demo!.id));
    expect(await version()).toBe(start + 2);
    await s.db.update(games).set({ minBet: sql`${games.minBet}` }).where(eq(games.id, dice!.id));
    expect(await version()).toBe(start + 3);
  });

  it("keeps the site sessions across a wrong password, a new session and a login, and empties them on a member's change", async () => {
    const version = async () => {
      const [row] = await s.db.select({ version: cacheVersions.version }).from(cacheVersions).where(eq(cacheVersions.topic, 'sessions'));
      return Number(row?.version ?? 0);
    };
    const [demo] = await s.db.select({ id: members.id }).from(members).where(eq(members.account, 'demo'));
    const start = await version();
    const wrong = await call(s, api.login, { username: 'demo', password: 'NotThePassword1', type: 'username' });
    expect(wrong.status).not.toBe(200);
    await s.db.insert(sessions).values({ memberId: demo!.id, tokenHash: sha256Hex(`cache-test-${Date.now()}`), expiresAt: new Date(Date.now() + 3_600_000) });
    // a login writes the member's last and previous login and updated_at: none of them is shown from a cached session
    await loginAs(s, 'demo', 'Demo1234');
    expect(await version()).toBe(start);
    // the clean-up every 10 minutes: nothing old to remove leaves the topic alone
    await cleanupExpired(s.db);
    expect(await version()).toBe(start);
    await s.db.update(members).set({ nickname: 'Cache test' }).where(eq(members.id, demo!.id));
    expect(await version()).toBe(start + 1);
    // a session ended 31 days ago is removed, which empties the topic
    const ended = new Date(Date.now() - 31 * 86_400_000);
    await s.db.insert(sessions).values({ memberId: demo!.id, tokenHash: sha256Hex(`cache-test-old-${Date.now()}`), expiresAt: ended, createdAt: ended });
    await cleanupExpired(s.db);
    expect(await version()).toBe(start + 2);
  });

  it("serves a signed-in member's session from memory across another device's login, which the member's info shows at once", async () => {
    type Info = { value: { previousLoginAt: string | null } };
    const first = await loginAs(s, 'demo', 'Demo1234');
    const info = async () => (await call<Info>(s, api.memberInfo, {}, { token: first })).body.value.previousLoginAt;
    const before = await info();
    const [demo] = await s.db.select({ lastLoginAt: members.lastLoginAt }).from(members).where(eq(members.account, 'demo'));
    const loads = readCacheStats(s.db).loads;
    // another device logs in: the first device's session stays in memory (no load), its previous login is now the first device's
    await loginAs(s, 'demo', 'Demo1234');
    const after = await info();
    expect(readCacheStats(s.db).loads).toBe(loads);
    expect(after).toBe(demo?.lastLoginAt?.toISOString());
    expect(after).not.toBe(before);
  });

  it("keeps every other shard's sessions in memory across a logout, and refuses the logged-out token at once", async () => {
    type Info = { value: { account: string } };
    const shardOf = (token: string) => sha256Hex(token).charAt(0);
    const leaving = await loginAs(s, 'demo', 'Demo1234');
    let staying = await loginAs(s, 'demo', 'Demo1234');
    for (let i = 0; i < 20 && shardOf(staying) === shardOf(leaving); i++) staying = await loginAs(s, 'demo', 'Demo1234');
    expect(shardOf(staying)).not.toBe(shardOf(leaving));
    const info = (token: string) => call<Info>(s, api.memberInfo, {}, { token });
    expect((await info(leaving)).status).toBe(200);
    expect((await info(staying)).status).toBe(200);
    expect((await call(s, api.logout, {}, { token: leaving })).status).toBe(200);
    const loads = readCacheStats(s.db).loads;
    // the other shard's session is still in memory (no load), the logged-out one is looked up again and refused
    expect((await info(staying)).body.value.account).toBe('demo');
    expect(readCacheStats(s.db).loads).toBe(loads);
    expect((await info(leaving)).status).toBe(401);
    expect(readCacheStats(s.db).loads).toBe(loads + 1);
  });

  it("empties only the shards of a member's sessions when the member's row changes, and only the shard of a session written", async () => {
    const shards = async () =>
      new Map((await queryRows<{ topic: string; version: string }>(s.db, sql`select topic, version::text as version from cache_versions where topic like 'sessions:%'`)).map((r) => [r.topic, Number(r.version)]));
    const bumped = (before: Map<string, number>, after: Map<string, number>) =>
      [...after].filter(([topic, version]) => version !== (before.get(topic) ?? 0)).map(([topic, version]) => `${topic}+${version - (before.get(topic) ?? 0)}`).sort();
    const [member] = await s.db.select({ id: members.id, nickname: members.nickname }).from(members).where(eq(members.account, 'hoatran'));
    expect(member).toBeDefined();
    await s.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.memberId, member!.id));
    const tokenHash = sha256Hex(`shard-test-${Date.now()}`);
    const shard = `sessions:${tokenHash.charAt(0)}`;
    await s.db.insert(sessions).values({ memberId: member!.id, tokenHash, expiresAt: new Date(Date.now() + 3_600_000) });
    // a session past its expiry, not revoked, in another shard: no cache serves it (readUntil), none to empty
    let expiredHash = sha256Hex(`shard-test-expired-${Date.now()}`);
    for (let i = 0; expiredHash.charAt(0) === tokenHash.charAt(0); i++) expiredHash = sha256Hex(`shard-test-expired-${Date.now()}-${i}`);
    await s.db.insert(sessions).values({ memberId: member!.id, tokenHash: expiredHash, expiresAt: new Date(Date.now() - 60_000) });

    let before = await shards();
    await s.db.update(members).set({ nickname: 'Shard test' }).where(eq(members.id, member!.id));
    expect(bumped(before, await shards())).toEqual([`${shard}+1`]);
    // what no cached session shows (a login's times), or a value written again unchanged: no shard
    before = await shards();
    await s.db.update(members).set({ lastLoginAt: new Date(), updatedAt: new Date() }).where(eq(members.id, member!.id));
    await s.db.update(members).set({ nickname: 'Shard test' }).where(eq(members.id, member!.id));
    expect(bumped(before, await shards())).toEqual([]);
    // the session revoked, then deleted: its shard each time
    await s.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
    expect(bumped(before, await shards())).toEqual([`${shard}+1`]);
    await s.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(bumped(before, await shards())).toEqual([`${shard}+2`]);
    await s.db.update(members).set({ nickname: member!.nickname }).where(eq(members.id, member!.id));
  });

  it("empties only the shards of the game sessions written, ended with their site session or their member's lock, and all of them for a game's change", async () => {
    const shards = async () =>
      new Map((await queryRows<{ topic: string; version: string }>(s.db, sql`select topic, version::text as version from cache_versions where topic like 'gameSessions:%'`)).map((r) => [r.topic, Number(r.version)]));
    const bumped = (before: Map<string, number>, after: Map<string, number>) =>
      [...after].filter(([topic, version]) => version !== (before.get(topic) ?? 0)).map(([topic, version]) => `${topic}+${version - (before.get(topic) ?? 0)}`).sort();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.account, 'tuanvo'));
    const [dice] = await s.db.select({ id: games.id, minBet: games.minBet }).from(games).where(eq(games.gameCode, 'XGS_DICE'));
    const stamp = Date.now();
    const [site] = await s.db.insert(sessions).values({ memberId: member!.id, tokenHash: sha256Hex(`game-shard-site-${stamp}`), expiresAt: new Date(stamp + 3_600_000) }).returning({ id: sessions.id });
    const launch = async (name: string) => {
      const tokenHash = sha256Hex(`game-shard-${name}-${stamp}`);
      await s.db.insert(gameSessions).values({ tokenHash, memberId: member!.id, merchantCode: MERCHANT, vendorCode: 'XGS', gameId: dice!.id, siteSessionId: site!.id, expiresAt: new Date(stamp + 3_600_000) });
      return { tokenHash, shard: `gameSessions:${tokenHash.charAt(0)}` };
    };

    // a launch: no shard
    let before = await shards();
    const first = await launch('first');
    const second = await launch('second');
    expect(bumped(before, await shards())).toEqual([]);
    const both = [...new Set([first.shard, second.shard])].sort();
    // its site session's end: the shards of its two launches
    before = await shards();
    await s.db.update(sessions).set({ expiresAt: new Date(stamp + 7_200_000) }).where(eq(sessions.id, site!.id));
    expect(bumped(before, await shards())).toEqual(both.map((t) => `${t}+1`));
    // the member's status written unchanged: none; a lock: the two launches' shards
    before = await shards();
    await s.db.update(members).set({ status: 'active' }).where(eq(members.id, member!.id));
    expect(bumped(before, await shards())).toEqual([]);
    await s.db.update(members).set({ status: 'locked' }).where(eq(members.id, member!.id));
    await s.db.update(members).set({ status: 'active' }).where(eq(members.id, member!.id));
    expect(bumped(before, await shards())).toEqual(both.map((t) => `${t}+2`));
    // one launch ended: its shard only
    before = await shards();
    await s.db.update(gameSessions).set({ revokedAt: sql`now()` }).where(eq(gameSessions.tokenHash, first.tokenHash));
    expect(bumped(before, await shards())).toEqual([`${first.shard}+1`]);
    // a game's minimum bet: every shard
    before = await shards();
    await s.db.update(games).set({ minBet: dice!.minBet }).where(eq(games.id, dice!.id));
    const after = await shards();
    expect(after.size).toBe(16);
    expect(bumped(before, after)).toHaveLength(16);
  });

  it('lists every column of members but the wrong-password count and the login times in the sessions topic\'s trigger (a new column is listed too)', async () => {
    const names = async (query: SQL) => (await queryRows<{ name: string }>(s.db, query)).map((r) => r.name).sort();
    const columns = await names(sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = 'members'`);
    const listed = await names(
      sql`select event_object_column as name from information_schema.triggered_update_columns where trigger_name = 'cache_bump_members' and event_object_table = 'members'`,
    );
    const unlisted = ['failed_logins', 'last_failed_login_at', 'last_login_at', 'previous_login_at', 'updated_at'];
    expect(listed).toEqual(columns.filter((c) => !unlisted.includes(c)));
  });

  it('closes the site to a newly blocked address at its next request', async () => {
    expect((await status()).status).toBe(0);
    const [row] = await s.db.insert(blockedNetworks).values({ network: '127.0.0.0/8', reason: 'read cache test', enabled: true }).returning();
    try {
      await seen(async () => (await status()).status, 2);
    } finally {
      await s.db.delete(blockedNetworks).where(eq(blockedNetworks.id, row!.id));
    }
    await seen(async () => (await status()).status, 0);
  });

  it('keeps two instances of the server true to one database', async () => {
    const other = await openAnotherInstance(s);
    const second = await buildApp({ db: other.db, config: s.config, keys: s.keys }, { serveSite: false });
    try {
      const statusOn = async (app: typeof s.app) =>
        (await call<StatusBody>({ app, keys: s.keys }, api.systemStatus, { url: 'http://localhost' })).body.value.info.brandName;
      await statusOn(s.app);
      await statusOn(second);
      // the second instance writes; the first, which has the old name in memory, answers the new one
      await other.db.update(merchants).set({ brandName: 'Lotus Two' }).where(eq(merchants.code, MERCHANT));
      await seen(() => statusOn(s.app), 'Lotus Two');
      await seen(() => statusOn(second), 'Lotus Two');
    } finally {
      await second.close();
      await other.close();
    }
  });

  it('answers from the versions the feed keeps, without a query per request', async () => {
    await status();
    const before = readCacheStats(s.db);
    for (let i = 0; i < 5; i++) await status();
    const after = readCacheStats(s.db);
    expect(after.fedVersions).toBeGreaterThanOrEqual(before.fedVersions + 5);
    // a heartbeat of the feed is not counted here: these are requests' own queries
    expect(after.versionQueries).toBe(before.versionQueries);
  });

  it.runIf(process.env.DATABASE_URL)('goes back to a query per request while the feed is down, then listens again', async () => {
    const brandName = async () => (await status()).info.brandName;
    await brandName();
    // the feed's connection dies (a restart of the server, a network failure)
    await s.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${FEED_APPLICATION_NAME} and datname = current_database()`,
    );
    // as soon as the feed knows, every request reads the versions itself...
    await expect
      .poll(async () => {
        const before = readCacheStats(s.db).versionQueries;
        await status();
        return readCacheStats(s.db).versionQueries > before;
      }, { timeout: TRUST_MS + 1_000, interval: 10 })
      .toBe(true);
    // ...and so sees a hand-written change at its very next request
    await s.db.update(merchants).set({ brandName: 'Lotus Fallback' }).where(eq(merchants.code, MERCHANT));
    expect(await brandName()).toBe('Lotus Fallback');
    // the feed listens again (it retries every second) and the queries stop
    await expect
      .poll(async () => {
        const before = readCacheStats(s.db).versionQueries;
        await status();
        await status();
        return readCacheStats(s.db).versionQueries === before;
      }, { timeout: 10_000, interval: 100 })
      .toBe(true);
    await s.db.update(merchants).set({ brandName: 'Lotus Listening' }).where(eq(merchants.code, MERCHANT));
    await seen(brandName, 'Lotus Listening');
  });
});
