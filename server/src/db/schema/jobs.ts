import { primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Scheduled jobs (server/src/jobs/runner.ts): the windows each job has run.

/**
 * One row per job and window, inserted in the same transaction as the job's
 * work: a window is done exactly once, whatever the number of instances and
 * restarts. Kept a week (the clean-up job), far longer than any catch-up.
 */
export const jobWindows = pgTable(
  'job_windows',
  {
    jobName: text('job_name').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobName, t.windowStart] })],
);
