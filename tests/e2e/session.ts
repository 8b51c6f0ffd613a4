import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { encryptBodyForBench } from '../../server/src/tools/bench-encrypt';

/**
 * Logging in without the login popup, for the tests about something else
 * (the popup itself is walked by identity.spec.ts and keyboard.spec.ts).
 * The call is the site's own: the bot check's proof of work solved here, the
 * body encrypted as the site's payload cipher does (docs/api.md, "Payload
 * encryption": AES-256-CBC, HMAC-SHA256 over `iv.ct`, both keys wrapped with
 * the server's RSA-OAEP key), `POST /wps/session/login`. Each account logs in once per run; its session
 * token is then put in the page's session storage before any script of the
 * site runs, where the site keeps it (docs/architecture.md, "Store"), so
 * the page opens logged in.
 */

export interface Account {
  username: string;
  password: string;
}

interface Envelope<T> {
  code: number;
  message?: string;
  value: T;
}

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(response.status(), `${response.url()}: ${JSON.stringify(body)}`).toBe(200);
  return body.value;
}

function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** The bot check's nonce: SHA-256(salt + nonce) starting with `difficulty` zero bits. */
function solve(salt: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    if (leadingZeroBits(createHash('sha256').update(`${salt}${nonce}`).digest()) >= difficulty) return String(nonce);
  }
}

/** An E call's body (src/shared/crypto/payload-cipher.ts, with Node's crypto). */
const encryptPayload = encryptBodyForBench;

const tokens = new Map<string, Promise<string>>();

async function logInThroughApi(request: APIRequestContext, account: Account): Promise<string> {
  const headers = { Merchant: 'LOTUS', Language: 'EN' };
  const challenge = await value<{ challengeId: string; salt: string; difficulty: number }>(
    await request.get('/wps/verification/challenge', { headers }),
  );
  const key = await value<{ keyId: string; publicKey: string }>(await request.get('/wps/system/publicKey', { headers }));
  const body = encryptPayload(
    {
      username: account.username,
      password: account.password,
      type: 'username',
      botCheck: { challengeId: challenge.challengeId, nonce: solve(challenge.salt, challenge.difficulty) },
    },
    key,
  );
  const login = await value<{ token: string }>(await request.post('/wps/session/login', { headers, data: body }));
  return login.token;
}

/** The session token of an account, logged in once per run (per worker). */
export function sessionOf(request: APIRequestContext, account: Account): Promise<string> {
  let token = tokens.get(account.username);
  if (!token) {
    token = logInThroughApi(request, account);
    tokens.set(account.username, token);
    token.catch(() => tokens.delete(account.username));
  }
  return token;
}

/**
 * The page, where it stands, logged in as `account`: the session's token is
 * put in the tab's session storage and the page loaded again, as a tab that
 * had logged in would be; the header shows the balance. Nothing is injected
 * into later pages, so the test may log out, or in again through the popup.
 */
export async function logInQuickly(page: Page, account: Account) {
  const token = await sessionOf(page.request, account);
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate((t) => sessionStorage.setItem('token', t), token);
  await page.reload();
  await expect(page.getByTestId('balance')).toContainText('₫');
}
