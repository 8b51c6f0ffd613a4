import { isIP } from 'node:net';

export type LoginPlace = 'local' | 'unknown' | string;

/**
 * Where a login came from, as coarse as the player needs: a loopback or
 * private address is the local network; the reference platform keeps no
 * table of public address ranges, so any other address is unknown (a
 * production platform answers a country code here from its GeoIP data).
 */
export function placeOf(ip: string | null): LoginPlace {
  if (!ip) return 'unknown';
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    if (a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254)) return 'local';
    if (a === 100 && b >= 64 && b <= 127) return 'local';
    return 'unknown';
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    if (lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)) return 'local';
  }
  return 'unknown';
}
