import { and, eq, gte, max, min, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client';
import { jobWindows } from '../db/schema';

/*
 * Scheduled jobs that run exactly once per window, whatever the number of
 * server instances and restarts (docs/money.md, "Jobs").
 *
 * Time is cut into windows of `everySeconds` from the Unix epoch; a window
 * [start, end) is due once `end` has passed. Each due window runs in one
 * database transaction that first claims it: a transaction-scoped advisory
 * lock on (job, window) — another instance holding it is busy with that
 * window, so this one moves on — then a row in `job_windows` (unique by job
 * and window). The job's work runs in the same transaction, so the window is
 * done if and only if its work committed: a failure or a crash rolls both
 * back and the window runs again at a later tick, on whichever instance
 * comes first. A job's windows run in order, one at a time: an instance
 * that finds a window busy or failing leaves the job until its next tick.
 * Windows missed while no instance ran are caught up, oldest
 * first, up to `catchUp` windows back from the latest due one.
 */

export interface JobWindow {
  /** inclusive */
  start: Date;
  /** exclusive: the window is due once this time has passed */
  end: Date;
}

export interface JobDefinition {
  /** unique, stable: the windows done are recorded under it */
  name: string;
  everySeconds: number;
  /**
   * How many windows back a restart catches up (default 60). Older missed
   * windows are given up, with a warning in the log.
   */
  catchUp?: number;
  /** The work of one window, in the transaction that claims it. Throw to leave the window for a later tick. */
  run: (tx: Tx, window: JobWindow) => Promise<void>;
}

export type Job = Required<JobDefinition>;

const NAME = /^[a-z0-9][a-z0-9:_-]{0,63}$/;

export function defineJob(definition: JobDefinition): Job {
  if (!NAME.test(definition.name)) throw new Error(`job name ${definition.name} must be 1 to 64 of a-z 0-9 : _ -`);
  if (!Number.isInteger(definition.everySeconds) || definition.everySeconds < 1) {
    throw new Error(`job ${definition.name}: everySeconds must be a whole number of seconds`);
  }
  const catchUp = definition.catchUp ?? 60;
  if (!Number.isInteger(catchUp) || catchUp < 1) throw new Error(`job ${definition.name}: catchUp must be at least 1`);
  return { ...definition, catchUp };
}

export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silent: JobLog = { warn() {}, error() {} };

export type WindowOutcome = 'ran' | 'done-elsewhere' | 'busy' | 'failed';

export interface TickReport {
  /** per job: the windows looked at and what became of each, oldest first */
  [job: string]: { start: string; outcome: WindowOutcome }[];
}

/** The windows of a job due at `now`, oldest first, within its catch-up bound; missed ones beyond it are reported. */
async function dueWindows(db: Db, job: Job, now: Date): Promise<{ due: Date[]; givenUp: number }> {
  const every = job.everySeconds * 1000;
  const latest = Math.floor(now.getTime() / every) * every - every;
  if (latest < 0) return { due: [], givenUp: 0 };
  const [known] = await db
    .select({ first: min(jobWindows.windowStart), last: max(jobWindows.windowStart) })
    .from(jobWindows)
    .where(eq(jobWindows.jobName, job.name));
  // a job that never ran starts with the latest due window, not with history
  const firstKnown = known?.first ? known.first.getTime() : latest;
  const lastKnown = known?.last ? known.last.getTime() : latest;
  const bound = latest - (job.catchUp - 1) * every;
  const earliest = Math.max(firstKnown, bound);
  const done = await db
    .select({ start: jobWindows.windowStart })
    .from(jobWindows)
    .where(and(eq(jobWindows.jobName, job.name), gte(jobWindows.windowStart, new Date(earliest))));
  const doneSet = new Set(done.map((d) => d.start.getTime()));
  const due: Date[] = [];
  for (let start = earliest; start <= latest; start += every) if (!doneSet.has(start)) due.push(new Date(start));
  // the windows between the last one done and the bound: no instance ran them, and they are too old to catch up
  const givenUp = lastKnown < bound - every ? Math.round((bound - lastKnown) / every) - 1 : 0;
  return { due, givenUp };
}

/** Claims one window and runs its work, in one transaction. */
export async function runWindow(db: Db, job: Job, start: Date): Promise<Exclude<WindowOutcome, 'failed'>> {
  const window: JobWindow = { start, end: new Date(start.getTime() + job.everySeconds * 1000) };
  return db.transaction(async (tx) => {
    const lockKey = `job:${job.name}:${start.toISOString()}`;
    const [lock] = await queryRows<{ got: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtextextended(${lockKey}, 0)) as got`);
    if (!lock?.got) return 'busy';
    const claimed = await tx
      .insert(jobWindows)
      .values({ jobName: job.name, windowStart: start })
      .onConflictDoNothing()
      .returning({ start: jobWindows.windowStart });
    if (claimed.length === 0) return 'done-elsewhere';
    await job.run(tx, window);
    return 'ran';
  });
}

export interface JobRunnerOptions {
  /** between two ticks (default 5 s); ticks also run at start */
  tickMs?: number;
  /** the clock (tests move it) */
  now?: () => Date;
  log?: JobLog;
  /** false: no timer, ticks only by `tick()` (tests) */
  autoStart?: boolean;
}

export interface JobRunner {
  /** Runs every due window of every job once, now. Ticks never overlap: a call during a tick waits for it and runs after. */
  tick(): Promise<TickReport>;
  /** No new tick or window; resolves once the window in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Starts the scheduled jobs of this instance: a tick at once, then every
 * `tickMs`. Any number of instances may run the same jobs on one database.
 */
export function startJobs(db: Db, jobs: Job[], options: JobRunnerOptions = {}): JobRunner {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
    names.add(job.name);
  }
  const now = options.now ?? (() => new Date());
  const log = options.log ?? silent;
  const tickMs = options.tickMs ?? 5000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickReport> = Promise.resolve({});

  const tickOnce = async (): Promise<TickReport> => {
    const report: TickReport = {};
    for (const job of jobs) {
      const outcomes: TickReport[string] = [];
      report[job.name] = outcomes;
      if (stopped) break;
      let due: Date[];
      try {
        const found = await dueWindows(db, job, now());
        due = found.due;
        if (found.givenUp > 0) {
          log.warn({ job: job.name, windows: found.givenUp }, 'job windows missed beyond the catch-up bound were given up');
        }
      } catch (error) {
        log.error({ err: error, job: job.name }, 'could not read the windows of a job');
        continue;
      }
      for (const start of due) {
        if (stopped) break;
        try {
          const outcome = await runWindow(db, job, start);
          outcomes.push({ start: start.toISOString(), outcome });
          // another instance is on this window: it goes on with the next ones, in order
          if (outcome === 'busy') break;
        } catch (error) {
          outcomes.push({ start: start.toISOString(), outcome: 'failed' });
          log.error({ err: error, job: job.name, window: start.toISOString() }, 'a job window failed: it runs again at a later tick');
          // later windows wait for this one: a job sees its windows in order
          break;
        }
      }
    }
    return report;
  };

  const tick = () => {
    running = running.then(tickOnce, tickOnce);
    return running;
  };

  const schedule = () => {
    if (stopped || options.autoStart === false) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, tickMs);
    timer.unref();
  };

  if (options.autoStart !== false) void tick().finally(schedule);

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
