import { api } from '@/shared/contract/api';

/**
 * The mirrors' speed test, run in the player's browser: each origin of the
 * brand answers `GET /wps/system/ping` (tiny, never cached, readable from any
 * origin), and the round trip is what the player would wait for on that
 * address. A mirror that does not answer a healthy probe in time is
 * unreachable, never fast.
 */

/** A probe that has not answered after this long counts as no answer. */
export const PROBE_TIMEOUT_MS = 5000;
/** Round trips per mirror; the median is its speed (the first one also opens the connection). */
export const PROBE_SAMPLES = 3;

/** One mirror on the page: `speed` is 0 until measured (spec: "each domain gets a speed value starting at 0"), then ms. */
export interface Mirror {
  origin: string;
  speed: number;
  state: 'measuring' | 'measured' | 'unreachable';
}

export interface ProbeDeps {
  fetch: typeof fetch;
  now: () => number;
}

const defaultDeps = (): ProbeDeps => ({ fetch: (...args) => fetch(...args), now: () => performance.now() });

/**
 * One timed round trip to an origin's probe, in ms, or null when it did not
 * answer well in time (or `stop` ended the test: the page moved on).
 */
export async function probeOnce(origin: string, deps: ProbeDeps = defaultDeps(), stop?: AbortSignal): Promise<number | null> {
  if (stop?.aborted) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  const onStop = () => controller.abort();
  stop?.addEventListener('abort', onStop);
  const started = deps.now();
  try {
    // no cookie, no referrer, no token: a mirror learns nothing but that it was asked
    const response = await deps.fetch(`${origin}${api.ping.path}`, {
      cache: 'no-store',
      credentials: 'omit',
      mode: 'cors',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { success?: unknown };
    if (body.success !== true) return null;
    // a measured mirror is never 0 (0 means "not measured yet")
    return Math.max(1, Math.round(deps.now() - started));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    stop?.removeEventListener('abort', onStop);
  }
}

/** A mirror's speed: the median of its round trips, or null when the first does not come back. */
export async function measureMirror(origin: string, deps: ProbeDeps = defaultDeps(), stop?: AbortSignal): Promise<number | null> {
  const samples: number[] = [];
  for (let i = 0; i < PROBE_SAMPLES && !stop?.aborted; i += 1) {
    const sample = await probeOnce(origin, deps, stop);
    if (sample === null) {
      if (samples.length === 0) return null;
      break;
    }
    samples.push(sample);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor((samples.length - 1) / 2)] ?? null;
}

const rank = (mirror: Mirror) => (mirror.state === 'measured' ? 0 : mirror.state === 'measuring' ? 1 : 2);

/** Fastest first; those still being measured after them in the brand's order; the unreachable last. */
export function sortMirrors(mirrors: readonly Mirror[]): Mirror[] {
  return mirrors
    .map((mirror, index) => ({ mirror, index }))
    .sort((a, b) => rank(a.mirror) - rank(b.mirror) || (rank(a.mirror) === 0 ? a.mirror.speed - b.mirror.speed : 0) || a.index - b.index)
    .map(({ mirror }) => mirror);
}

/** The address of the same page on another origin of the brand (the path and query kept, the fragment too). */
export function addressOn(origin: string, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${origin}${location.pathname}${location.search}${location.hash}`;
}
