/*
 * `npm run ledger:check`: the ledger's consistency check (docs/money.md)
 * against the database the server uses (DATABASE_URL, else PGlite in
 * DATA_DIR; .env is read like the server does). Prints what it finds and
 * exits 1 on any problem, 2 when it could not run. PGlite has one user at a
 * time: stop the server before checking its data folder.
 */
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';
import { loggableError } from '../lib/log-safe';
import { checkLedger } from '../modules/wallet/check';

async function main(): Promise<number> {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const started = performance.now();
    const problems = await checkLedger(database.db);
    const ms = Math.round(performance.now() - started);
    const where = database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)';
    if (problems.length === 0) {
      process.stdout.write(`ledger:check: no problem found (${where}, ${ms} ms)\n`);
      return 0;
    }
    process.stdout.write(`ledger:check: ${problems.length} problem(s) found (${where}, ${ms} ms)\n`);
    for (const p of problems) {
      const subject = [
        p.transactionId !== undefined ? `transaction ${p.transactionId}` : null,
        p.accountId !== undefined ? `account ${p.accountId}` : null,
        p.postingId !== undefined ? `posting ${p.postingId}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      process.stdout.write(`  ${p.kind.padEnd(17)} ${subject}: ${p.detail}\n`);
    }
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
    else {
      // a database error's message may hold query values: its SQLSTATE says enough here
      const { type, message, sqlState } = loggableError(error);
      process.stderr.write(`ledger:check could not run: ${type}: ${message}${sqlState ? ` (SQLSTATE ${sqlState})` : ''}\n`);
    }
    process.exit(2);
  },
);
