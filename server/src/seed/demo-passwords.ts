import type { Config } from '../config';
import type { Db } from '../db/client';
import { operators } from '../db/schema';
import { verifyPassword } from '../lib/password';
import { accountSeeds } from './data/accounts';
import { operatorSeeds } from './data/operators';

/**
 * The passwords of the demo accounts, published in the README and printed at
 * a development start: on a production staff account each is a key anyone has.
 */
export const demoPasswords: readonly string[] = [...new Set([...operatorSeeds, ...accountSeeds].map((a) => a.password))];

/** Whether `password` is one of the published demo passwords, in any case (a staff password must not be). */
export function isDemoPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return demoPasswords.some((demo) => demo.toLowerCase() === lower);
}

/** The usernames of the staff accounts (active or disabled) whose password is still a demo password. */
export async function staffWithDemoPasswords(db: Db): Promise<string[]> {
  const staff = await db.select({ username: operators.username, passwordHash: operators.passwordHash }).from(operators).orderBy(operators.id);
  const found: string[] = [];
  for (const account of staff) {
    // the checks of one account in parallel (argon2 runs on the thread pool), the accounts in turn
    const matches = await Promise.all(demoPasswords.map((password) => verifyPassword(account.passwordHash, password)));
    if (matches.some(Boolean)) found.push(account.username);
  }
  return found;
}

/** The server refuses to start: the message says why and what to do. */
export class StartRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartRefused';
  }
}

/**
 * In production a staff account that a demo password opens (the seeded
 * `operator`/`Operator1234`, an admin of every brand, or any account given
 * one) stops the start, naming the accounts.
 */
export async function refuseDemoStaffPasswords(db: Db, config: Pick<Config, 'production'>): Promise<void> {
  if (!config.production) return;
  const found = await staffWithDemoPasswords(db);
  if (found.length === 0) return;
  throw new StartRefused(
    `Refusing to start in production: the staff account${found.length > 1 ? 's' : ''} ${found.map((u) => `"${u}"`).join(', ')} still ${found.length > 1 ? 'have' : 'has'} a published demo password. ` +
      'Give each a new password with `npm run staff:create` (answer with its username), or remove it from the database ' +
      '(docs/security.md, "Production mode").',
  );
}
