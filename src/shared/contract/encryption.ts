import * as z from 'zod/mini';

/** The body an E call actually sends: see docs/api.md, "Payload encryption". */
export const encryptedBodySchema = z.object({
  keyId: z.string(),
  /** RSA-OAEP(SHA-256) wrapped 64 bytes: AES-256 key followed by HMAC key, base64 */
  ek: z.string(),
  /** AES-CBC IV, base64 (16 bytes) */
  iv: z.string(),
  /** AES-256-CBC ciphertext of the JSON plaintext, base64 */
  ct: z.string(),
  /** HMAC-SHA256 over `iv.ct` (the two base64 strings joined by a dot), hex */
  mac: z.string(),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/** Inside the ciphertext: the real body, with a time stamp and nonce against replay. */
export const encryptedPlaintextSchema = z.object({
  ts: z.number(),
  nonce: z.string(),
  body: z.unknown(),
});
