import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 95 ms here).
 * 2 is Algorithm.Argon2id: the package ships it as a const enum, which
 * isolated-module compilers (tsx, vitest) cannot inline.
 */
const ARGON2ID = 2;
const options: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // a malformed stored hash (e.g. the guest template's placeholder) never matches
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for unknown usernames: the answer
 * time must not tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummy, password);
  return false;
}
