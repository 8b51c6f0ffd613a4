#!/usr/bin/env node
/**
 * The server suite's files whose faults depend on the storage, run on the
 * embedded PGlite (its one connection, its in-process notifications) when CI
 * runs the whole suite against a PostgreSQL server (`.ci/run`): a statement
 * outside its transaction waits for ever on PGlite's single connection, a
 * notification has no LISTEN connection there, a job's lock is taken in
 * process. The flows (deposits, withdrawals, bets, draws, rewards) run on
 * PGlite in the browser suite, whose server uses it.
 * `npm test` without DATABASE_URL runs every file on PGlite anyway.
 */
import { spawnSync } from 'node:child_process';

const files = [
  'database', // the connection, migrations and the template copy
  'config',
  'ledger-concurrency', // bursts on one account: PGlite serialises them on its one connection
  'money-flows-concurrency',
  'idempotency',
  'jobs', // exactly once per window: the lock taken in process
  'live', // pg_notify without a LISTEN connection: delivered in process
  'read-cache',
  'ledger-migration',
  'lottery-names-migration',
  'webp-migration',
].map((name) => `tests/server/${name}.test.ts`);

const env = { ...process.env };
delete env.DATABASE_URL;
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2), ...files], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
