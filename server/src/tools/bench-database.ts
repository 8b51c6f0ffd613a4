/*
 * The PostgreSQL database a bench writes into: a fresh one on a server of this machine, dropped after.
 * Shared by bench:api, bench:ledger, bench:lottery, bench:agent and bench:transaction.
 */
import { randomBytes } from 'node:crypto';
import { databaseUrlWith, onDatabaseServer as onServer } from '../db/server-admin';

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]', '::1'];

/**
 * The server a bench runs against: `explicit` (its --url), else DATABASE_URL, else the local default. Only a
 * loopback address is accepted: a bench creates and drops databases and loads the server.
 */
export function benchServerUrl(tool: string, explicit?: string): string {
  const raw = explicit || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(raw);
  if (!LOOPBACK.includes(url.hostname)) {
    throw new Error(`${tool} runs only against a server on this machine (loopback), not ${url.hostname}`);
  }
  return raw;
}

export interface ScratchDatabase {
  name: string;
  /** the database's address, on the same server */
  url: string;
  /** drops it, ending any connection still open (WITH FORCE, PostgreSQL 13+) */
  drop(): Promise<void>;
}

/** Creates an empty database named `<prefix>_<random>` on the server. */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  return { name, url: databaseUrlWith(serverUrl, name), drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`) };
}
