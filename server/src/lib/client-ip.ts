import { isIPv4, isIPv6 } from 'node:net';

/** "::ffff:127.0.0.1" → "127.0.0.1": IPv4 clients on a dual-stack socket. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

export function isValidIp(ip: string): boolean {
  return isIPv4(ip) || isIPv6(ip);
}

export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.');
}

/**
 * A caller on this machine itself: the connection comes from a loopback
 * address and no proxy says it forwarded someone else's request (a proxy on
 * the same machine connects from loopback for every visitor). Read from the
 * socket, never from X-Forwarded-For, which a client can write.
 */
export function isLoopbackCaller(socketAddress: string | undefined, headers: Record<string, unknown>): boolean {
  if (socketAddress === undefined || !isLoopback(normalizeIp(socketAddress))) return false;
  return !['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => headers[name] !== undefined);
}

/** RFC 1918 / unique-local addresses: a developer's own network. */
export function isPrivateNetwork(ip: string): boolean {
  if (isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
  }
  return /^f[cd]/i.test(ip);
}
