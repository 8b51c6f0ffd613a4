import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Identity-service tokens made the way Firebase Authentication makes them:
 * RS256 JWTs with a kid of a published JWKS, or the Auth emulator's
 * unsigned ones (alg "none").
 */

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  /** the public half as a JWKS entry */
  jwk: Record<string, unknown>;
}

export function generateSigningKey(kid: string, modulusLength = 2048): SigningKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface ClaimOptions {
  uid: string;
  provider?: string;
  email?: string;
  name?: string;
  phoneNumber?: string;
  /** seconds since 1970; default now */
  issuedAt?: number;
  lifetimeSeconds?: number;
}

/** The claims of a Firebase ID token of `projectId`; override any of them afterwards. */
export function idTokenClaims(projectId: string, options: ClaimOptions): Record<string, unknown> {
  const iat = options.issuedAt ?? Math.floor(Date.now() / 1000);
  const provider = options.provider ?? 'google.com';
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: iat,
    user_id: options.uid,
    sub: options.uid,
    iat,
    exp: iat + (options.lifetimeSeconds ?? 3600),
    ...(options.email ? { email: options.email, email_verified: true } : {}),
    ...(options.name ? { name: options.name } : {}),
    ...(options.phoneNumber ? { phone_number: options.phoneNumber } : {}),
    firebase: {
      identities: options.phoneNumber ? { phone: [options.phoneNumber] } : { [provider]: [options.uid] },
      sign_in_provider: provider,
    },
  };
}

export function signIdToken(key: SigningKey, claims: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const signed = `${part({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header })}.${part(claims)}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), key.privateKey).toString('base64url')}`;
}

/** What the Auth emulator issues: no signature at all. */
export function unsignedIdToken(claims: Record<string, unknown>): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

export interface JwksServer {
  url: string;
  /** how many times the keys were fetched */
  requests: number;
  keys: Array<Record<string, unknown>>;
  cacheControl: string;
  /** answer 500 instead of the keys */
  failing: boolean;
  close(): Promise<void>;
}

/** A JWKS endpoint on a loopback port, as Google serves the secure-token keys. */
export async function startJwksServer(keys: Array<Record<string, unknown>>, cacheControl = 'public, max-age=3600, must-revalidate, no-transform'): Promise<JwksServer> {
  const state: Omit<JwksServer, 'url' | 'close'> = { requests: 0, keys, cacheControl, failing: false };
  const server: Server = createServer((_request, response) => {
    state.requests += 1;
    if (state.failing) {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'cache-control': state.cacheControl });
    response.end(JSON.stringify({ keys: state.keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}
