import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/client';
import { migrateDatabase } from '../../server/src/db/migrate';
import { seedDatabase } from '../../server/src/seed/seed';
import { createDatabase, databaseUrlWith, dropDatabase } from './database-url';

/*
 * The server suite's template database, made once per run: migrated and
 * seeded, then copied for every test file that asks for a seeded database
 * (helpers.ts, openTestDatabase). A fresh PGlite cluster takes several
 * seconds to create (initdb in WebAssembly), the migrations and the seed
 * (its demo passwords hashed with Argon2) several more; a copy takes one
 * load of the archive. On PostgreSQL the template is a database the copies
 * are created from (CREATE DATABASE … TEMPLATE).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the path of the seeded data folder's archive; PostgreSQL: the template database's name */
    seededTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `lotus_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await createDatabase(serverUrl, name);
    const drop = () => dropDatabase(serverUrl, name);
    try {
      const handle = await openDatabase({ databaseUrl: databaseUrlWith(serverUrl, name), pgliteDir: '' });
      try {
        await migrateDatabase(handle);
        await seedDatabase(handle.db);
      } finally {
        // a template is copied only while nobody is connected to it
        await handle.close();
      }
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide('seededTemplate', name);
    return drop;
  }
  const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: '' }, { inMemory: true });
  const path = join(tmpdir(), `lotus-test-seeded-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    const archive = await handle.client.dumpDataDir('none');
    await writeFile(path, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('seededTemplate', path);
  return () => rm(path, { force: true });
}
