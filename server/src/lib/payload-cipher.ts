import {
  constants,
  createDecipheriv,
  createHmac,
  generateKeyPairSync,
  privateDecrypt,
  timingSafeEqual,
  webcrypto,
  type KeyObject,
  createPrivateKey,
  createPublicKey,
} from 'node:crypto';
import { encryptedBodySchema, encryptedPlaintextSchema } from '../../../src/shared/contract/encryption';
import { ApiError } from './errors';

/** How far a request's time stamp may be from the server clock. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface PayloadKeyPair {
  keyId: string;
  /** SPKI DER base64, handed to the site */
  publicKey: string;
  privateKey: KeyObject;
}

export function generatePayloadKeyPair(keyId: string): { keyId: string; publicKey: string; privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    keyId,
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export function loadPayloadKeyPair(keyId: string, privateKeyPem: string): PayloadKeyPair {
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return { keyId, publicKey, privateKey };
}

const refused = () => new ApiError(400, 'ENCRYPTION_REQUIRED', 'This request must be encrypted.');

/**
 * Opens the body of an E call: unwraps the keys, checks the MAC before
 * touching the ciphertext, decrypts, and checks the time stamp. Returns the
 * plaintext body and the nonce (the caller records it against replay).
 */
export function openEncryptedBody(raw: unknown, keys: PayloadKeyPair, now = Date.now()): { body: unknown; nonce: string } {
  const parsed = parseEncrypted(raw, keys);
  let material: Buffer;
  try {
    material = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(parsed.ek, 'base64'),
    );
  } catch {
    throw refused();
  }
  return openWith(parsed, material, now);
}

/** The private key for Web Crypto, imported once per key pair. */
const cryptoKeys = new WeakMap<PayloadKeyPair, Promise<CryptoKey>>();
function cryptoKeyOf(keys: PayloadKeyPair): Promise<CryptoKey> {
  let key = cryptoKeys.get(keys);
  if (!key) {
    key = webcrypto.subtle.importKey('pkcs8', keys.privateKey.export({ type: 'pkcs8', format: 'der' }), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['decrypt']);
    cryptoKeys.set(keys, key);
  }
  return key;
}

/**
 * `openEncryptedBody` with the RSA unwrap (the costly part: about 0.4 ms of
 * CPU) on libuv's thread pool through Web Crypto, so the server's event loop
 * goes on answering meanwhile. The same checks, the same refusals.
 */
export async function openEncryptedBodyAsync(raw: unknown, keys: PayloadKeyPair, now = Date.now()): Promise<{ body: unknown; nonce: string }> {
  const parsed = parseEncrypted(raw, keys);
  let material: Buffer;
  try {
    material = Buffer.from(await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, await cryptoKeyOf(keys), Buffer.from(parsed.ek, 'base64')));
  } catch {
    throw refused();
  }
  return openWith(parsed, material, now);
}

type EncryptedParts = { ek: string; iv: string; ct: string; mac: string };

function parseEncrypted(raw: unknown, keys: PayloadKeyPair): EncryptedParts {
  const parsed = encryptedBodySchema.safeParse(raw);
  if (!parsed.success || parsed.data.keyId !== keys.keyId) throw refused();
  return parsed.data;
}

function openWith({ iv, ct, mac }: EncryptedParts, material: Buffer, now: number): { body: unknown; nonce: string } {
  if (material.length !== 64) throw refused();
  const aesKey = material.subarray(0, 32);
  const macKey = material.subarray(32);
  const expected = createHmac('sha256', macKey).update(`${iv}.${ct}`).digest();
  const given = Buffer.from(mac, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();

  let plaintext: string;
  try {
    const decipher = createDecipheriv('aes-256-cbc', aesKey, Buffer.from(iv, 'base64'));
    plaintext = Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw refused();
  }
  let envelope: unknown;
  try {
    envelope = JSON.parse(plaintext);
  } catch {
    throw refused();
  }
  const inner = encryptedPlaintextSchema.safeParse(envelope);
  if (!inner.success) throw refused();
  if (Math.abs(now - inner.data.ts) > MAX_CLOCK_SKEW_MS) {
    throw new ApiError(400, 'ENCRYPTION_REQUIRED', 'The request has expired; check the device clock and try again.');
  }
  return { body: inner.data.body, nonce: inner.data.nonce };
}
