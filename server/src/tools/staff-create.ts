/*
 * `npm run staff:create`: makes a staff account of the operator console
 * (username, name, brand or every brand, role, password asked twice and not
 * shown) in the database the server uses (DATABASE_URL, else PGlite in
 * DATA_DIR; .env is read like the server does). Production seeds no demo
 * staff account: this is how the first one is made. An existing username is
 * offered a new password. The password may come on standard input when it is
 * not a terminal (a line per answer). PGlite has one user at a time: stop the
 * server before using its data folder. Exits 1 on a refused answer, 2 when it
 * could not run.
 */
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { loggableError } from '../lib/log-safe';
import { seedDatabase, seedOptionsFor } from '../seed/seed';
import { createStaffAccount, StaffInputError, streamPrompter } from './staff-account';

async function main(): Promise<number> {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  const prompter = streamPrompter(process.stdin, process.stdout, process.stdin.isTTY === true);
  try {
    // a database the server never opened gets its tables and brands first, as a start would
    await migrateDatabase(database);
    await seedDatabase(database.db, seedOptionsFor(config));
    const where = database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)';
    prompter.say(`A staff account of the operator console (${where}).`);
    const result = await createStaffAccount(database.db, prompter);
    prompter.say(
      result.created
        ? `Staff account "${result.username}" created: ${result.role}, ${result.merchantCode ?? 'every brand'}.`
        : `Staff account "${result.username}" has a new password; its sessions were ended.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof StaffInputError) {
      process.stderr.write(`staff:create: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    prompter.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
    else {
      // a database error's message may hold query values (a password hash): its type and SQLSTATE say enough
      const { type, message, sqlState } = loggableError(error);
      process.stderr.write(`staff:create could not run: ${type}: ${message}${sqlState ? ` (SQLSTATE ${sqlState})` : ''}\n`);
    }
    process.exit(2);
  },
);
