import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../server/src/db/client';
import { defineJob, startJobs, type JobLog, type JobRunner } from '../../server/src/jobs/runner';
import { openAnotherInstance, openTestDatabase, type TestDatabase } from './helpers';

const MINUTE = 60_000;

describe('job runner', () => {
  let t: TestDatabase;
  let other: { db: Db; close(): Promise<void> };
  let third: { db: Db; close(): Promise<void> };
  let clock = Date.UTC(2026, 0, 1, 0, 0, 30);
  const now = () => new Date(clock);

  beforeAll(async () => {
    t = await openTestDatabase({ seed: false });
    other = await openAnotherInstance(t);
    third = await openAnotherInstance(t);
    await t.db.execute(sql`create table test_job_hits (job text not null, window_start timestamptz not null, instance text not null)`);
  });
  afterAll(async () => {
    await third?.close();
    await other?.close();
    await t?.close();
  });

  /** A job that records each window it runs, from the instance that ran it, in the window's transaction. */
  function recordingJob(name: string, instance: string, options: { catchUp?: number; failOn?: number; pauseMs?: number } = {}) {
    return defineJob({
      name,
      everySeconds: 60,
      catchUp: options.catchUp ?? 10,
      run: async (tx, window) => {
        await tx.execute(sql`insert into test_job_hits values (${name}, ${window.start.toISOString()}, ${instance})`);
        if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, Math.random() * options.pauseMs!));
        // a crash in the middle of the work: what was written is rolled back with the window's claim
        if (window.start.getTime() === options.failOn) throw new Error('the instance died');
      },
    });
  }

  async function hits(name: string) {
    return queryRows<{ start: string; n: number }>(
      t.db,
      sql`select to_char(window_start at time zone 'UTC', 'HH24:MI') as start, count(*)::int as n
          from test_job_hits where job = ${name} group by window_start order by window_start`,
    );
  }

  /** The starts of the windows due at the clock from `first` on, as HH:MI. */
  function windowsSince(first: number): string[] {
    const latest = Math.floor(clock / MINUTE) * MINUTE - MINUTE;
    const starts: string[] = [];
    for (let s = first; s <= latest; s += MINUTE) starts.push(new Date(s).toISOString().slice(11, 16));
    return starts;
  }

  it('two instances racing through the same windows run each window once', async () => {
    const pauseMs = t.kind === 'postgres' ? 15 : 0;
    const a = startJobs(t.db, [recordingJob('race', 'a', { pauseMs })], { now, autoStart: false });
    const b = startJobs(other.db, [recordingJob('race', 'b', { pauseMs })], { now, autoStart: false });
    const first = Math.floor(clock / MINUTE) * MINUTE - MINUTE;
    for (let round = 0; round < 25; round += 1) {
      // who asks first alternates
      await Promise.all(round % 2 ? [a.tick(), b.tick(), a.tick(), b.tick()] : [b.tick(), a.tick(), b.tick(), a.tick()]);
      const done = await hits('race');
      expect(done.map((h) => h.start)).toEqual(windowsSince(first));
      expect(done.every((h) => h.n === 1)).toBe(true);
      // one, two or three windows pass between rounds
      clock += MINUTE * (1 + (round % 3));
    }
    const [byInstance] = await queryRows<{ instances: number }>(t.db, sql`select count(distinct instance)::int as instances from test_job_hits where job = 'race'`);
    // on PostgreSQL both instances did part of the work
    if (t.kind === 'postgres') expect(byInstance?.instances).toBe(2);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a restart in the middle of a window runs it again, skips none and runs none twice', async () => {
    const first = Math.floor(clock / MINUTE) * MINUTE - MINUTE;
    const dying = first + 3 * MINUTE;
    const a = startJobs(t.db, [recordingJob('restart', 'a', { failOn: dying })], { now, autoStart: false });
    const b = startJobs(other.db, [recordingJob('restart', 'b', { failOn: dying })], { now, autoStart: false });
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([a.tick(), b.tick()]);
      clock += MINUTE;
    }
    // both instances died on the same window; nothing after it ran
    expect((await hits('restart')).map((h) => h.start)).toEqual(windowsSince(first).filter((s) => s < new Date(dying).toISOString().slice(11, 16)));
    await Promise.all([a.stop(), b.stop()]);
    // down for four more minutes, then one instance comes back
    clock += 4 * MINUTE;
    const c = startJobs(third.db, [recordingJob('restart', 'c')], { now, autoStart: false });
    await c.tick();
    const done = await hits('restart');
    expect(done.map((h) => h.start)).toEqual(windowsSince(first));
    expect(done.every((h) => h.n === 1)).toBe(true);
    await c.stop();
  });

  it('catches up at most its bound after a long stop, and says what it gave up', async () => {
    const warnings: { details: object; message: string }[] = [];
    const log: JobLog = { warn: (details, message) => warnings.push({ details, message }), error() {} };
    let runner: JobRunner = startJobs(t.db, [recordingJob('bounded', 'a', { catchUp: 5 })], { now, autoStart: false, log });
    await runner.tick();
    await runner.stop();
    const first = Math.floor(clock / MINUTE) * MINUTE - MINUTE;
    clock += 20 * MINUTE;
    runner = startJobs(t.db, [recordingJob('bounded', 'a', { catchUp: 5 })], { now, autoStart: false, log });
    await runner.tick();
    const done = (await hits('bounded')).map((h) => h.start);
    const due = windowsSince(first);
    expect(done).toEqual([due[0], ...due.slice(-5)]);
    expect(warnings).toEqual([{ details: { job: 'bounded', windows: 15 }, message: expect.stringContaining('given up') }]);
    // the next tick does not warn again
    clock += MINUTE;
    await runner.tick();
    expect(warnings).toHaveLength(1);
    await runner.stop();
  });

  it('stops between windows: the window in progress finishes, no other starts', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const slow = defineJob({
      name: 'slow',
      everySeconds: 60,
      run: async () => {
        started += 1;
        if (started > 1) await gate;
      },
    });
    const runner = startJobs(t.db, [slow], { now, autoStart: false });
    await runner.tick();
    expect(started).toBe(1);
    clock += 3 * MINUTE;
    const ticking = runner.tick();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopping = runner.stop();
    release();
    await Promise.all([ticking, stopping]);
    expect(started).toBe(2);
    const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from job_windows where job_name = 'slow'`);
    expect(row?.n).toBe(2);
  });

  it('refuses bad definitions', () => {
    expect(() => defineJob({ name: 'Bad Name', everySeconds: 60, run: async () => {} })).toThrow();
    expect(() => defineJob({ name: 'ok', everySeconds: 0.5, run: async () => {} })).toThrow();
    const job = defineJob({ name: 'twice', everySeconds: 60, run: async () => {} });
    expect(() => startJobs(t.db, [job, job], { autoStart: false })).toThrow();
  });
});
