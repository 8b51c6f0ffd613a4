import pg from 'pg';

/** The address of another database on the same PostgreSQL server. */
export function databaseUrlWith(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** One statement on a connection of its own, opened for it and closed after; its rows. */
export async function queryOnce<Row extends Record<string, unknown>>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Runs one statement on a PostgreSQL server's administration connection (CREATE or DROP DATABASE: statements
 * that cannot run inside a transaction, nor on a connection to the database they name), then closes it.
 */
export async function onDatabaseServer(serverUrl: string, statement: string): Promise<void> {
  await queryOnce(serverUrl, statement);
}
