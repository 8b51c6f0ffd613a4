import { describe, expect, it } from 'vitest';
import { breakdownOf, CATEGORIES, describeBreakdown, type CpuProfile } from '../../server/src/tools/cpu-breakdown';

/**
 * bench:api --breakdown: a server CPU profile's samples within a step, by what the code was doing, per
 * request. A profile made by hand: its frames are what V8 writes for the server's code, a package, a native
 * call and the idle loop.
 */

const root = '/srv/lotus';
const frames = {
  idle: { functionName: '(idle)', url: '' },
  gc: { functionName: '(garbage collector)', url: '' },
  write: { functionName: 'writeBuffer', url: '' },
  ledger: { functionName: 'movementArgs', url: `file://${root}/server/src/modules/wallet/ledger.ts` },
  bet: { functionName: 'placeBet', url: `file://${root}/server/src/modules/lottery/bets.ts` },
  rules: { functionName: 'checkLine', url: `file://${root}/src/shared/contract/lottery-rules.ts` },
  zod: { functionName: 'parse', url: `file://${root}/node_modules/zod/v4/core/parse.js` },
  pg: { functionName: 'parseRow', url: `file://${root}/node_modules/pg/lib/result.js` },
  drizzle: { functionName: 'is', url: `file://${root}/node_modules/drizzle-orm/entity.js` },
  cipher: { functionName: 'decryptBody', url: `file://${root}/server/src/lib/payload-cipher.ts` },
  json: { functionName: 'stringify', url: '' },
  session: { functionName: 'sessionOf', url: `file://${root}/server/src/http/session-lookup.ts` },
  route: { functionName: 'handle', url: `file://${root}/server/src/http/route.ts` },
  node: { functionName: 'emit', url: 'node:events' },
};
type Name = keyof typeof frames;
const names = Object.keys(frames) as Name[];
const idOf = (name: Name) => names.indexOf(name) + 1;

/** A profile that starts at `start` µs and takes one sample of `each` µs per entry of `taken`. */
function profileOf(start: number, each: number, taken: Name[]): CpuProfile {
  return {
    nodes: names.map((name) => ({ id: idOf(name), callFrame: frames[name] })),
    startTime: start,
    endTime: start + each * taken.length,
    samples: taken.map(idOf),
    timeDeltas: taken.map(() => each),
  };
}

describe('where a request’s CPU time went', () => {
  it('groups the samples of the step by category, per request, largest first, without the idle loop', () => {
    const profile = profileOf(1_000_000, 1_000, ['write', 'write', 'ledger', 'bet', 'rules', 'zod', 'pg', 'drizzle', 'cipher', 'cipher', 'json', 'session', 'route', 'gc', 'node', 'idle', 'idle']);
    const b = breakdownOf(profile, 1_000_000, 2_000_000, 2);
    expect(b.covered).toBe(17);
    // 15 busy samples of 1 ms over 2 requests
    expect(b.busy).toBeCloseTo(7.5, 6);
    const ms = Object.fromEntries(b.parts.map((p) => [p.name, p.ms]));
    expect(ms).toEqual({
      'socket writes (system calls)': 1,
      'encrypted body, hashes': 1,
      ledger: 0.5,
      'the bet: rules, round, tickets': 1,
      'request validation (zod)': 0.5,
      'SQL client (node-postgres)': 0.5,
      'statement building (drizzle)': 0.5,
      JSON: 0.5,
      'session lookup': 0.5,
      'route, Idempotency-Key, answer': 0.5,
      'garbage collector': 0.5,
      'other (Node, V8)': 0.5,
    });
    expect(b.parts.slice(0, 3).map((p) => p.ms)).toEqual([1, 1, 1]);
    expect(b.parts.reduce((sum, p) => sum + p.ms, 0)).toBeCloseTo(b.busy, 6);
    expect(describeBreakdown(b)[0]).toMatch(/^ {2}1\.000 ms {2}13 % {2}\S/);
  });

  it('counts only the samples taken within the step', () => {
    // samples at 1, 2, …, 6 ms after the start: the step is [3 ms, 5 ms)
    const profile = profileOf(0, 1_000, ['bet', 'bet', 'write', 'ledger', 'bet', 'bet']);
    const b = breakdownOf(profile, 3_000, 5_000, 1);
    expect(b.covered).toBe(2);
    expect(Object.fromEntries(b.parts.map((p) => [p.name, p.ms]))).toEqual({ ledger: 1, 'socket writes (system calls)': 1 });
  });

  it('tells a step the profile does not cover by nothing covered', () => {
    const b = breakdownOf(profileOf(0, 1_000, ['bet']), 10_000, 20_000, 5);
    expect(b).toEqual({ parts: [], busy: 0, covered: 0 });
  });

  it('has a last category that takes any frame, so no busy time is left out', () => {
    expect(CATEGORIES.at(-1)?.test({ functionName: 'anything', url: 'node:internal/whatever' })).toBe(true);
  });
});
