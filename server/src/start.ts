import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { refuseDemoStaffPasswords } from './seed/demo-passwords';
import { seedDatabase, seedOptionsFor } from './seed/seed';

/**
 * The database's part of a start (main.ts): the migrations, the seed the
 * configuration asks for (no demo account in production unless DEMO_DATA),
 * then, in production, the refusal to go on while a staff account still has
 * a published demo password (StartRefused names the accounts).
 */
export async function prepareDatabase(database: DatabaseHandle, config: Config): Promise<void> {
  await migrateDatabase(database);
  await seedDatabase(database.db, seedOptionsFor(config));
  await refuseDemoStaffPasswords(database.db, config);
}
