import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { depositProviderSecrets } from '../../db/schema';

export const SANDBOX_PROVIDER = 'sandbox';

/**
 * The secret the sandbox provider signs with: SANDBOX_PAY_SECRET when set;
 * otherwise the first instance generates 32 random bytes and keeps them in
 * the database, where every other instance and restart finds them (insert
 * ON CONFLICT DO NOTHING, then read back). Read on every use: one row by key.
 */
export async function sandboxSecret(db: Db, config: Pick<Config, 'sandboxPaySecret'>): Promise<string> {
  if (config.sandboxPaySecret) return config.sandboxPaySecret;
  const read = async () =>
    (await db.select({ secret: depositProviderSecrets.secret }).from(depositProviderSecrets).where(eq(depositProviderSecrets.provider, SANDBOX_PROVIDER)))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(depositProviderSecrets)
      .values({ provider: SANDBOX_PROVIDER, secret: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error('the sandbox provider secret could not be stored');
  return row.secret;
}
