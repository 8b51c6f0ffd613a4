import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import type { InhouseRound } from '../../../../src/shared/contract/inhouse';
import type { Db, Tx } from '../../db/client';
import { shardTopic, type ReadCache } from '../../db/read-cache';
import { hotTransaction, inTransaction, type CacheWrites, type HotTransaction } from '../../db/hot-transaction';
import { liveLaterOf } from '../live/later';
import { fairSeeds, gameSessions, games, inhouseRounds, members, sessions } from '../../db/schema';
import { sha256Hex } from '../../lib/hash';
import { toMajor, toMinor } from '../../lib/money';
import { pgErrorCode } from '../../lib/pg-errors';
import { apiError } from '../../http/status';
import { currencySymbolOf } from '../wallet/balance';
import { accountOf, balancesOf, BET_ACCOUNT_COLUMNS, betAccountJoins, betAccountOf, houseAccountOf, type BetAccountRow } from '../wallet/accounts';
import { ledgerRefusal, movementArgs } from '../wallet/ledger';
import { gateColumnTexts, gateStateOf, passGate } from '../protection/gate';
import { protectionClock } from '../protection/clock';
import {
  diceChance,
  dicePayout,
  diceRoll,
  newClientSeed,
  newServerSeed,
  seedHash,
  slotDoubleMultiplier,
  slotPayout,
  slotReels,
  type DiceBet,
} from './fair';

export type InhouseKind = 'dice' | 'slot';

/** The largest stake of one round, major units. */
export const MAX_STAKE = 10_000_000;

export interface GameSessionInfo {
  sessionId: number;
  /** the site session that launched the game (null: launched without one) */
  siteSessionId?: number | null;
  memberId: number;
  merchantCode: string;
  vendorCode: string;
  language: string | null;
  game: { id: number; name: string; nodeId: string; gameCode: string; kind: InhouseKind | null; minBet: number; category: string } | null;
}

/**
 * The live game session of a token from a game URL, or null (expired, ended, or its site session ended).
 * Given the request's read cache, through the token's shard (`gameSessions:<x>`, x the first hex digit of
 * the token's hash; keyed by the hash), which a write to a game session of that shard, its site session's
 * end, its member's status or a change of any game the lookup reads empties (migrations 0053, 0056): an
 * ended launch, a logout, a lock or a game's change is seen as the read cache sees any write, and a session
 * past its expiry (or its site session's) is looked up again. A launch or a logout elsewhere leaves the
 * other fifteen shards in memory.
 */
export async function findGameSession(db: Db, token: string | undefined | null, cache?: ReadCache): Promise<GameSessionInfo | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  const tokenHash = sha256Hex(token);
  if (!cache) return (await loadGameSession(db, tokenHash)).value;
  return cache.readUntil(shardTopic('gameSessions', tokenHash), tokenHash, () => loadGameSession(db, tokenHash));
}

async function loadGameSession(db: Db, tokenHash: string): Promise<{ value: GameSessionInfo | null; until: number }> {
  const now = new Date();
  const [row] = await db
    .select({
      expiresAt: gameSessions.expiresAt,
      siteExpiresAt: sessions.expiresAt,
      sessionId: gameSessions.id,
      siteSessionId: gameSessions.siteSessionId,
      memberId: gameSessions.memberId,
      merchantCode: gameSessions.merchantCode,
      vendorCode: gameSessions.vendorCode,
      language: gameSessions.language,
      gameId: games.id,
      name: games.name,
      nodeId: games.nodeId,
      gameCode: games.gameCode,
      kind: games.inhouseKind,
      minBet: games.minBet,
      category: games.category,
      status: members.status,
    })
    .from(gameSessions)
    .innerJoin(members, eq(members.id, gameSessions.memberId))
    .leftJoin(games, eq(games.id, gameSessions.gameId))
    .leftJoin(sessions, eq(sessions.id, gameSessions.siteSessionId))
    .where(
      and(
        eq(gameSessions.tokenHash, tokenHash),
        gt(gameSessions.expiresAt, now),
        isNull(gameSessions.revokedAt),
        // a launch lives only while the site session that made it does (logout, password change, lock)
        or(isNull(gameSessions.siteSessionId), and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
      ),
    )
    .limit(1);
  if (!row || row.status !== 'active') return { value: null, until: Infinity };
  const until = Math.min(row.expiresAt.getTime(), row.siteSessionId === null ? Infinity : (row.siteExpiresAt?.getTime() ?? 0));
  const value: GameSessionInfo = {
    sessionId: row.sessionId,
    siteSessionId: row.siteSessionId,
    memberId: row.memberId,
    merchantCode: row.merchantCode,
    vendorCode: row.vendorCode,
    language: row.language,
    game:
      row.gameId === null
        ? null
        : {
            id: row.gameId,
            name: row.name ?? '',
            nodeId: row.nodeId ?? '',
            gameCode: row.gameCode ?? '',
            kind: row.kind === 'dice' || row.kind === 'slot' ? row.kind : null,
            minBet: row.minBet ?? 0,
            category: row.category ?? '',
          },
  };
  return { value, until };
}

/** The in-house game of a session, refused when the session opened something else. */
export function inhouseGameOf(session: GameSessionInfo) {
  const game = session.game;
  if (!game?.kind) throw apiError('FORBIDDEN', 'This game session is not an in-house game.');
  return { ...game, kind: game.kind };
}

/** The member's commitment for the next round of a game kind, created on first use. */
async function commitment(db: Db | Tx, memberId: number, kind: InhouseKind, lock: boolean) {
  const seed = newServerSeed();
  await db
    .insert(fairSeeds)
    .values({ memberId, kind, serverSeed: seed, serverSeedHash: seedHash(seed), clientSeed: newClientSeed(), nonce: 0 })
    .onConflictDoNothing();
  const query = db.select().from(fairSeeds).where(and(eq(fairSeeds.memberId, memberId), eq(fairSeeds.kind, kind)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('fair seed vanished');
  return row;
}

export async function fairState(db: Db, memberId: number, kind: InhouseKind) {
  const row = await commitment(db, memberId, kind, false);
  return { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce };
}

export async function setClientSeed(db: Db, memberId: number, kind: InhouseKind, clientSeed: string) {
  await commitment(db, memberId, kind, false);
  const [row] = await db
    .update(fairSeeds)
    .set({ clientSeed, updatedAt: new Date() })
    .where(and(eq(fairSeeds.memberId, memberId), eq(fairSeeds.kind, kind)))
    .returning();
  if (!row) throw new Error('fair seed vanished');
  return { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce };
}

function toRound(row: typeof inhouseRounds.$inferSelect): InhouseRound {
  return {
    roundId: row.roundId,
    kind: row.kind as InhouseKind,
    stake: toMajor(row.stake),
    payout: toMajor(row.payout),
    bet: row.bet,
    outcome: row.outcome,
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    balance: toMajor(row.balanceAfter),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function recentRounds(db: Db, memberId: number, gameId: number, limit = 20): Promise<InhouseRound[]> {
  const rows = await db
    .select()
    .from(inhouseRounds)
    .where(and(eq(inhouseRounds.memberId, memberId), eq(inhouseRounds.gameId, gameId)))
    .orderBy(desc(inhouseRounds.id))
    .limit(limit);
  return rows.map(toRound);
}

/** What a game page shows when it opens: the game, the balance, the fairness commitment and the last rounds. */
export async function inhouseState(db: Db, session: GameSessionInfo): Promise<ResponseOf<typeof api.inhouseState>> {
  const game = inhouseGameOf(session);
  const [wallet, fair, rounds, currencySymbol] = await Promise.all([
    balancesOf(db, session.memberId),
    fairState(db, session.memberId, game.kind),
    recentRounds(db, session.memberId, game.id),
    currencySymbolOf(db, session.merchantCode),
  ]);
  return {
    game: { name: game.name, kind: game.kind, vendor: session.vendorCode, minBet: game.minBet, maxBet: MAX_STAKE },
    balance: toMajor(wallet.main),
    currencySymbol,
    fair,
    rounds,
  };
}

export interface PlayRequest {
  roundId: string;
  stake: number;
  target?: number;
  direction?: 'under' | 'over';
}

function sameBet(row: typeof inhouseRounds.$inferSelect, stake: bigint, bet: Record<string, unknown>) {
  return row.stake === stake && JSON.stringify(row.bet) === JSON.stringify(bet);
}

type PlayResult = { round: InhouseRound; next: { serverSeedHash: string; clientSeed: string; nonce: number } };

/**
 * The member's commitment of this game kind, locked until the round commits
 * (rounds of one member and kind run one at a time), with the round already
 * played under this round id, if any, and the member's main wallet and the
 * brand's games account when they are open, and what the protection gate
 * reads (its block in force, limits and the brand's rules): one statement.
 * Null when the member has no commitment yet; UNAUTHORIZED when the member
 * is no longer active (the game session may come from the read cache).
 */
async function lockRound(hot: HotTransaction, session: GameSessionInfo, kind: InhouseKind, roundId: string, now: Date) {
  const [row] = await hot.query<LockedRow>('inhouse_lock_round', LOCK_ROUND, [session.memberId, session.merchantCode, roundId, kind, now.toISOString()]);
  if (!row) return null;
  if (row.member_status !== 'active') throw apiError('UNAUTHORIZED', 'This game session has ended. Open the game again.');
  // a round already played under this id (a repeat: rare), read whole
  const existingId = row.existing_id === null ? null : Number(row.existing_id);
  const [existing] = existingId === null ? [] : await hot.tx.select().from(inhouseRounds).where(eq(inhouseRounds.id, existingId));
  return {
    fair: { serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce) },
    existing: existing ?? null,
    wallet: betAccountOf(row, 'w'),
    house: betAccountOf(row, 'h'),
    gate: gateStateOf({ gateBlock: row.gate_block, gateLimits: row.gate_limits, gateRules: row.gate_rules }),
  };
}

type LockedRow = {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  existing_id: string | number | null;
  member_status: string | null;
  gate_block: string | null;
  gate_limits: string | null;
  gate_rules: string | null;
} & BetAccountRow;

/** The statement of `lockRound` ($1 member, $2 brand, $3 round id, $4 game kind, $5 the gate's clock). */
const LOCK_ROUND = (() => {
  const gate = gateColumnTexts('$1', '$2', '$5::timestamptz');
  return `select f.server_seed, f.server_seed_hash, f.client_seed, f.nonce, r.id as existing_id,
      ${BET_ACCOUNT_COLUMNS},
      ${gate.gateBlock} as gate_block, ${gate.gateLimits} as gate_limits, ${gate.gateRules} as gate_rules,
      (select m.status from members m where m.id = $1) as member_status
    from fair_seeds f
    left join inhouse_rounds r on r.member_id = f.member_id and r.round_id = $3
    ${betAccountJoins('$1', '$2')}
    where f.member_id = $1 and f.kind = $4
    for update of f`;
})();

/** The member's first commitment of a game kind (two first rounds at once: one insert wins). */
async function openCommitment(db: Db | Tx, memberId: number, kind: InhouseKind) {
  const seed = newServerSeed();
  await db
    .insert(fairSeeds)
    .values({ memberId, kind, serverSeed: seed, serverSeedHash: seedHash(seed), clientSeed: newClientSeed(), nonce: 0 })
    .onConflictDoNothing();
}

/**
 * Plays one round, all in one database transaction (see `playRoundIn`). A
 * repeat of a round id returns the recorded round and moves no money.
 */
export async function playRound(db: Db, session: GameSessionInfo, request: PlayRequest, cacheWrites?: CacheWrites | null): Promise<PlayResult> {
  // its begin sent with the lock and its commit with the writes (db/hot-transaction.ts); the balance announced
  // after the commit, in a batch (live/later.ts); what it bumped told to the route (`cacheWrites`)
  const balanceLater = () => liveLaterOf(db).balance(session.memberId);
  const run = () => hotTransaction(db, (hot) => playRoundWith(hot, session, request), { balanceLater, cacheWrites: cacheWrites ?? undefined });
  try {
    return await run();
  } catch (error) {
    // the same round id raced in from another request of another game kind: answer with the recorded round
    if (pgErrorCode(error) === '23505') return run();
    throw error;
  }
}

/** The statement of a round's writes (inhouse_round_post, migration 0047). */
const ROUND_POST = `select id, created_ms, balance_after, server_seed_hash, client_seed, nonce from inhouse_round_post(
    $1, $2::text, $3::int, $4, $5, $6, $7::int[], $8::text[], $9::bigint[], $10::bigint[], $11::int,
    $12, $13::int, $14, $15::bigint, $16::bigint, $17::jsonb, $18::jsonb, $19, $20, $21, $22::int, $23, $24)`;

/**
 * Plays one round in the caller's transaction: the member's commitment is
 * locked, the outcome drawn from it, the stake debited and the win paid
 * through the ledger (idempotency keys from the round id, the house's side
 * only appended), the round recorded with its seed revealed, a new
 * commitment made, and the play appended for the popularity job. Nothing
 * another member's round touches is updated, so rounds of different members
 * never wait for each other.
 */
export function playRoundIn(tx: Tx, session: GameSessionInfo, request: PlayRequest): Promise<PlayResult> {
  return playRoundWith(inTransaction(tx), session, request);
}

async function playRoundWith(hot: HotTransaction, session: GameSessionInfo, request: PlayRequest): Promise<PlayResult> {
  const game = inhouseGameOf(session);
  if (request.stake < game.minBet) throw apiError('VALIDATION', `The minimum bet of this game is ${game.minBet}.`, [{ field: 'stake', key: 'validation.tooShort', params: { min: game.minBet } }]);
  if (request.stake > MAX_STAKE) throw apiError('VALIDATION', `The maximum bet is ${MAX_STAKE}.`, [{ field: 'stake', key: 'validation.tooLong', params: { max: MAX_STAKE } }]);
  const stake = toMinor(request.stake);
  let bet: Record<string, unknown>;
  let dice: DiceBet | null = null;
  if (game.kind === 'dice') {
    if (request.target === undefined || request.direction === undefined) {
      throw apiError('VALIDATION', 'A dice bet needs a target and a direction.', [{ field: 'target', key: 'validation.notEmpty', params: { field: 'target' } }]);
    }
    dice = { target: request.target, direction: request.direction };
    bet = { ...dice };
  } else {
    bet = { lines: 1 };
  }

  const keyBase = `inhouse:${session.memberId}:${request.roundId}`;

  // one round trip: the commitment locked, a round already played under this id, the two accounts of the money,
  // the protection gate's inputs
  const now = protectionClock.now();
  let locked = await lockRound(hot, session, game.kind, request.roundId, now);
  if (!locked) {
    await openCommitment(hot.tx, session.memberId, game.kind);
    locked = await lockRound(hot, session, game.kind, request.roundId, now);
    if (!locked) throw new Error('fair seed vanished');
  }
  const { fair, existing } = locked;
  if (existing) {
    if (existing.gameId !== game.id || !sameBet(existing, stake, bet)) {
      throw apiError('CONFLICT', 'This round id was already used for a different bet.');
    }
    return { round: toRound(existing), next: { serverSeedHash: fair.serverSeedHash, clientSeed: fair.clientSeed, nonce: fair.nonce } };
  }
  // opened on first use (in this transaction: a refusal below leaves no account behind)
  const wallet = locked.wallet ?? (await accountOf(hot.tx, session.memberId, 'main'));
  const house = locked.house ?? (await houseAccountOf(hot.tx, session.merchantCode, 'games'));

  await passGate(
    () => hot.tx,
    { member: { id: session.memberId, merchantCode: session.merchantCode }, action: 'bet', amount: stake, sessionId: session.siteSessionId ?? null },
    { state: locked.gate, now },
  );

  let payout: bigint;
  let outcome: Record<string, unknown>;
  if (dice) {
    const roll = diceRoll(fair.serverSeed, fair.clientSeed, fair.nonce);
    payout = dicePayout(stake, roll, dice);
    outcome = { roll, win: payout > 0n, chance: diceChance(dice), multiplier: Number((99 / diceChance(dice)).toFixed(4)) };
  } else {
    const reels = slotReels(fair.serverSeed, fair.clientSeed, fair.nonce);
    payout = slotPayout(stake, reels);
    outcome = { reels, win: payout > 0n, multiplier: slotDoubleMultiplier(reels) / 2 };
  }

  // one round trip (inhouse_round_post, migration 0047): the stake and the win through ledger_post under their
  // keys, the round recorded with the balance after, the next commitment made, the play appended
  const memo = `${game.name} round ${request.roundId}`;
  const ref = { type: 'inhouse_round', id: request.roundId };
  const stakeMove = movementArgs({
    idempotencyKey: `${keyBase}:bet`,
    kind: 'bet',
    memberId: session.memberId,
    ref,
    memo,
    legs: [{ account: wallet, amount: -stake }, { account: house, amount: stake }],
  });
  const winMove =
    payout > 0n
      ? movementArgs({
          idempotencyKey: `${keyBase}:win`,
          kind: 'payout',
          memberId: session.memberId,
          ref,
          memo,
          legs: [{ account: house, amount: -payout }, { account: wallet, amount: payout }],
        })
      : null;
  const nextSeed = newServerSeed();
  let written: { id: string | number; created_ms: string | number; balance_after: string | number; server_seed_hash: string | null; client_seed: string | null; nonce: number | null } | undefined;
  try {
    [written] = await hot.commitWith<NonNullable<typeof written>>('inhouse_round_post', ROUND_POST, [
      `${keyBase}:bet`,
      winMove ? `${keyBase}:win` : null,
      session.memberId,
      request.roundId,
      memo,
      stakeMove.currency,
      stakeMove.accounts,
      stakeMove.kinds,
      stakeMove.amounts,
      winMove?.amounts ?? null,
      wallet.id,
      session.merchantCode,
      game.id,
      game.kind,
      stake.toString(),
      payout.toString(),
      JSON.stringify(bet),
      JSON.stringify(outcome),
      fair.serverSeed,
      fair.serverSeedHash,
      fair.clientSeed,
      fair.nonce,
      nextSeed,
      seedHash(nextSeed),
    ]);
  } catch (error) {
    throw ledgerRefusal(error);
  }
  if (!written) throw new Error('round not recorded');
  const balanceAfter = BigInt(written.balance_after);
  const row: typeof inhouseRounds.$inferSelect = {
    id: Number(written.id),
    roundId: request.roundId,
    memberId: session.memberId,
    merchantCode: session.merchantCode,
    gameId: game.id,
    kind: game.kind,
    stake,
    payout,
    bet,
    outcome,
    serverSeed: fair.serverSeed,
    serverSeedHash: fair.serverSeedHash,
    clientSeed: fair.clientSeed,
    nonce: fair.nonce,
    balanceAfter,
    createdAt: new Date(Number(written.created_ms)),
  };
  const next = written.server_seed_hash ? { serverSeedHash: written.server_seed_hash, clientSeed: written.client_seed, nonce: Number(written.nonce) } : undefined;
  return {
    round: toRound(row),
    next: { serverSeedHash: next?.serverSeedHash ?? '', clientSeed: next?.clientSeed ?? fair.clientSeed, nonce: next?.nonce ?? fair.nonce + 1 },
  };
}
