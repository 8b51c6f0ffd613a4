import { drawRaffle, raffleBlocks, type RaffleDraw } from '@/shared/contract/promotions-ranking';

export interface RaffleCheck {
  /** sha256(seed) equals the commitment published before the period ended */
  hashMatches: boolean;
  /** the winners drawn again from the seed and the entries are the ones published, in order */
  winnersMatch: boolean;
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Checks a raffle's draw in this browser with Web Crypto, as the shared
 * rules define it (drawRaffle): the seed's SHA-256 against the commitment,
 * and the winners drawn again from the seed and the entries.
 */
export async function verifyRaffle(draw: RaffleDraw, promotionId: number): Promise<RaffleCheck | null> {
  if (!globalThis.crypto?.subtle) return null;
  const hashMatches = hex(await crypto.subtle.digest('SHA-256', encoder.encode(draw.seed))) === draw.seedHash.toLowerCase();
  const key = await crypto.subtle.importKey('raw', encoder.encode(draw.seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const label = `${promotionId}:${draw.period}`;
  const blocks = new Map<string, Uint8Array>();
  for (let i = 0; i < raffleBlocks(draw.winners.length); i += 1) {
    const message = `raffle:${label}:${i}`;
    blocks.set(message, new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message))));
  }
  const drawn = drawRaffle((_, message) => blocks.get(message) ?? new Uint8Array(32), draw.seed, label, draw.entries.map((e) => e.tickets), draw.winners.length);
  const winnersMatch =
    drawn.length === draw.winners.length &&
    drawn.every((w, i) => {
      const published = draw.winners[i];
      return published !== undefined && published.ticket === w.ticket && published.account === draw.entries[w.entry]?.account;
    });
  return { hashMatches, winnersMatch };
}
