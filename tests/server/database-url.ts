import { onDatabaseServer as onServer } from '../../server/src/db/server-admin';

export { databaseUrlWith } from '../../server/src/db/server-admin';

/** Creates a database on the server, empty or as a copy of `template` (which nobody may be connected to). */
export const createDatabase = (serverUrl: string, name: string, template?: string) =>
  onServer(serverUrl, template ? `create database "${name}" template "${template}"` : `create database "${name}"`);

/** Drops a database; WITH (FORCE) (PostgreSQL 13+) ends any connection a failed test left behind. */
export const dropDatabase = (serverUrl: string, name: string) => onServer(serverUrl, `drop database if exists "${name}" with (force)`);
