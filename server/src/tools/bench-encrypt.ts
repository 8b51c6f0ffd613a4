import { constants, createCipheriv, createHmac, createPublicKey, publicEncrypt, randomBytes, type KeyObject } from 'node:crypto';
import type { EncryptedBody } from '../../../src/shared/contract/encryption';

/** The server's public key: as GET /wps/system/publicKey answers it (base64 DER), or already parsed. */
export interface BodyKey {
  keyId: string;
  publicKey: KeyObject | string;
}

/** A body's `ts` and `nonce` chosen by the caller (tests of stale and replayed bodies). */
export interface EncryptOptions {
  ts?: number;
  nonce?: string;
}

/**
 * A body of an encrypted call as the site makes it (src/shared/crypto/payload-cipher.ts),
 * with node:crypto, for the benches and the server and browser suites: RSA-OAEP(SHA-256)
 * wrap of a fresh aesKey‖macKey, AES-256-CBC, HMAC-SHA256 over `${iv}.${ct}` in hex, the
 * plaintext {ts, nonce, body}.
 */
export function encryptBodyForBench(body: unknown, key: BodyKey, options: EncryptOptions = {}): EncryptedBody {
  const aesKey = randomBytes(32);
  const macKey = randomBytes(32);
  const iv = randomBytes(16);
  const plaintext = JSON.stringify({ ts: options.ts ?? Date.now(), nonce: options.nonce ?? randomBytes(16).toString('hex'), body });
  const cipher = createCipheriv('aes-256-cbc', aesKey, iv);
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
  const ivB64 = iv.toString('base64');
  const mac = createHmac('sha256', macKey).update(`${ivB64}.${ct}`).digest('hex');
  const publicKey = typeof key.publicKey === 'string' ? benchPublicKey({ keyId: key.keyId, publicKey: key.publicKey }).publicKey : key.publicKey;
  const ek = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.concat([aesKey, macKey])).toString('base64');
  return { keyId: key.keyId, ek, iv: ivB64, ct, mac };
}

/** The server's public key as GET /wps/system/publicKey answers it. */
export function benchPublicKey(answer: { keyId: string; publicKey: string }): { keyId: string; publicKey: KeyObject } {
  return { keyId: answer.keyId, publicKey: createPublicKey({ key: Buffer.from(answer.publicKey, 'base64'), format: 'der', type: 'spki' }) };
}
