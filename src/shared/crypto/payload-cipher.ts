import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import Core from 'crypto-js/core';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import type { EncryptedBody } from '@/shared/contract/encryption';

/**
 * Payload encryption of the E calls (login, register, password changes).
 *
 * A fresh AES-256 key, HMAC key and IV are drawn for every request. The body is
 * encrypted with AES-256-CBC (crypto-js, given raw key and IV: never its
 * passphrase form), authenticated with HMAC-SHA256 (encrypt-then-MAC) and the
 * two keys are wrapped with the server's RSA-OAEP public key (Web Crypto).
 * The bundle holds no key. This sits on top of TLS, it does not replace it.
 */
export interface ServerPublicKey {
  keyId: string;
  /** SPKI DER, base64 */
  publicKey: string;
}

function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return bytes;
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

const importedKeys = new Map<string, Promise<CryptoKey>>();

function importServerKey(key: ServerPublicKey): Promise<CryptoKey> {
  let imported = importedKeys.get(key.keyId);
  if (!imported) {
    imported = crypto.subtle.importKey(
      'spki',
      base64ToBytes(key.publicKey),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    importedKeys.set(key.keyId, imported);
  }
  return imported;
}

export async function encryptPayload(body: unknown, key: ServerPublicKey): Promise<EncryptedBody> {
  const aesKey = randomBytes(32);
  const macKey = randomBytes(32);
  const iv = randomBytes(16);
  const plaintext = JSON.stringify({ ts: Date.now(), nonce: toHex(randomBytes(16)), body });

  const encrypted = AES.encrypt(Utf8.parse(plaintext), Hex.parse(toHex(aesKey)), {
    iv: Hex.parse(toHex(iv)),
    mode: Core.mode.CBC,
    padding: Pkcs7,
  });
  const ivB64 = bytesToBase64(iv);
  const ct = encrypted.ciphertext.toString(Base64);
  const mac = HmacSHA256(`${ivB64}.${ct}`, Hex.parse(toHex(macKey))).toString(Hex);

  const keys = new Uint8Array(64);
  keys.set(aesKey, 0);
  keys.set(macKey, 32);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, await importServerKey(key), keys);

  return { keyId: key.keyId, ek: bytesToBase64(new Uint8Array(wrapped)), iv: ivB64, ct, mac };
}
