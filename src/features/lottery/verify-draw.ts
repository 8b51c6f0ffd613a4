import type { Draw, LotteryMenuItem } from '@/shared/contract/lottery';
import { deriveResult } from '@/shared/contract/lottery-rules';

export interface DrawCheck {
  /** sha256(seed) equals the hash published before the draw closed */
  hashMatches: boolean;
  /** the result recomputed from the seed equals the result published */
  resultMatches: boolean;
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** JSON with the keys of every object sorted: a stored result may list its prizes in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** HMAC blocks enough for the largest result (four stations of 18 numbers, or 27 numbers, with rejected bytes). */
const BLOCKS = 64;

/**
 * Checks a drawn result in this browser with Web Crypto, as the shared rules
 * define it: the seed's SHA-256 against the published hash, and the result
 * derived again from the seed (HMAC-SHA256 stream, `deriveResult`) against
 * the published one.
 */
export async function verifyDraw(draw: Draw, game: Pick<LotteryMenuItem, 'kind' | 'region'>): Promise<DrawCheck | null> {
  if (!draw.seed || !draw.result || !globalThis.crypto?.subtle) return null;
  const seed = draw.seed;
  const hashMatches = hex(await crypto.subtle.digest('SHA-256', encoder.encode(seed))) === draw.seedHash.toLowerCase();
  const key = await crypto.subtle.importKey('raw', encoder.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const blocks = new Map<string, Uint8Array>();
  for (let i = 0; i < BLOCKS; i += 1) {
    const message = `${draw.lotteryCode}:${draw.period}:${i}`;
    blocks.set(message, new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message))));
  }
  const derived = deriveResult((_, message) => blocks.get(message) ?? new Uint8Array(32), seed, {
    lotteryCode: draw.lotteryCode,
    period: draw.period,
    kind: game.kind,
    region: game.region,
    stations: draw.stations.map((s) => s.code),
  });
  return { hashMatches, resultMatches: canonical(derived) === canonical(draw.result) };
}
