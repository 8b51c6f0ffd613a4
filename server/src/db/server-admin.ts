import pg from 'pg';

/** The address of another database on the same PostgreSQL server. */
export function databaseUrlWith(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Runs one statement on a PostgreSQL server's administration connection (CREATE or DROP DATABASE: statements
 * that cannot run inside a transaction, nor on a connection to the database they name), then closes it.
 */
export async function onDatabaseServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
