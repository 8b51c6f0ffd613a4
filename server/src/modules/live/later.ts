import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LIVE_CHANNEL } from './bus';

/*
 * Balance announcements of the hot bets, sent after the bet commits and in batches.
 *
 * A commit that notifies takes PostgreSQL's notification lock, which is held while the commit is written to
 * disk, so bets that each announced their balance in their own transaction (the trigger of migration 0029)
 * committed one after the other. A hot bet's transaction sets `lotus.live_later` (db/hot-transaction.ts)
 * and announces nothing itself (migration 0052). Once the bet has committed, this queues the member, and
 * one statement every `BATCH_MS` announces every member queued since the last batch. The payload is the
 * trigger's (`{"m":member,"k":"balance"}`), so every instance's bus hears the same thing as before, at most
 * `BATCH_MS` later.
 *
 * A server that stops sends what it has queued before its database closes (main.ts). What an instance that
 * dies has queued but not sent is lost: the member's own page has the balance from the bet's answer, and the
 * header reads the balance again within a minute.
 */

export const BATCH_MS = 50;

export class LiveLater {
  private readonly queued = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** The member's balance moved in a transaction that has committed: announced with the next batch. */
  balance(memberId: number): void {
    this.queued.add(memberId);
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), BATCH_MS);
    this.timer.unref();
  }

  /** Announces what is queued now (one batch at a time, in order). A batch that fails is dropped: the pages read the balance again within a minute. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const members = [...this.queued];
    this.queued.clear();
    if (members.length === 0) return this.sending;
    const payloads = JSON.stringify(members.map((m) => JSON.stringify({ m, k: 'balance' })));
    this.sending = this.sending
      .then(() => this.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, p) from json_array_elements_text(${payloads}::json) as p`))
      .then(
        () => undefined,
        () => undefined,
      );
    return this.sending;
  }
}

const ofDatabase = new WeakMap<Db, LiveLater>();

/** The database's announcer (one per database handle, so per instance). */
export function liveLaterOf(db: Db): LiveLater {
  let later = ofDatabase.get(db);
  if (!later) ofDatabase.set(db, (later = new LiveLater(db)));
  return later;
}
