import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { generatePayloadKeyPair, loadPayloadKeyPair, type PayloadKeyPair } from '../lib/payload-cipher';
import type { Db } from './client';
import { payloadKeys } from './schema';

const SLOT = 'primary';

/** A key id that names the key: the same PEM gives the same id on every instance. */
function fingerprint(pem: string): string {
  const probe = loadPayloadKeyPair('probe', pem);
  return createHash('sha256').update(Buffer.from(probe.publicKey, 'base64')).digest('hex').slice(0, 16);
}

/**
 * The RSA key pair of the payload encryption. PAYLOAD_PRIVATE_KEY wins when
 * set; otherwise the first instance to start generates a pair and stores it,
 * and every later or concurrent instance reads that same pair (insert with
 * ON CONFLICT DO NOTHING, then read back), so all instances decrypt alike.
 */
export async function loadPayloadKeys(db: Db, config: Pick<Config, 'payloadPrivateKey'>): Promise<PayloadKeyPair> {
  if (config.payloadPrivateKey) {
    return loadPayloadKeyPair(fingerprint(config.payloadPrivateKey), config.payloadPrivateKey);
  }
  const read = async () =>
    (await db.select().from(payloadKeys).where(eq(payloadKeys.slot, SLOT)).limit(1))[0];
  let stored = await read();
  if (!stored) {
    const fresh = generatePayloadKeyPair(randomBytes(8).toString('hex'));
    await db
      .insert(payloadKeys)
      .values({ slot: SLOT, keyId: fresh.keyId, publicKey: fresh.publicKey, privateKeyPem: fresh.privateKeyPem })
      .onConflictDoNothing();
    stored = await read();
  }
  if (!stored) throw new Error('the payload key pair could not be stored');
  return loadPayloadKeyPair(stored.keyId, stored.privateKeyPem);
}
