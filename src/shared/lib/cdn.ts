/**
 * Image and game-launch hosts are picked at random from the server's lists
 * (spec section 7); an empty list means the site's own origin. The pick is
 * kept for the page's life, so the browser cache keeps working.
 */
const picks = new Map<string, string | null>();

export function pickHost(hosts: readonly string[], random: () => number = Math.random): string | null {
  if (hosts.length === 0) return null;
  const key = hosts.join('\n');
  if (!picks.has(key)) picks.set(key, hosts[Math.floor(random() * hosts.length)] ?? null);
  return picks.get(key) ?? null;
}

/**
 * Keeps the pick another render already made (the server's, for the shell it
 * rendered): the hydrating page asks for the same images, from the same host.
 */
export function presetHostPick(hosts: readonly string[], host: string | null) {
  if (host !== null && hosts.includes(host)) picks.set(hosts.join('\n'), host);
}

/** Forget the picks (tests). */
export function resetHostPicks() {
  picks.clear();
}

/** A server path ("/media/…") on the picked host; absolute URLs stay as they are. */
export function onHost(path: string, hosts: readonly string[], random?: () => number): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const host = pickHost(hosts, random);
  return host ? `${host.replace(/\/+$/, '')}${path}` : path;
}
