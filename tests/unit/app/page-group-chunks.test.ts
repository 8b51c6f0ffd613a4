import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_CHUNKS } from '../../../server/src/http/site-shell';
import { FIRST_SCREEN_CHUNK_NAMES, isFirstScreenChunk, pageGroupOfModule } from '../../../vite.config';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The page groups of the specification (section 2): one lazily loaded chunk each. */
const specGroups = ['egame', 'elott', 'lottery', 'vnlottery', 'pointMall', 'promo', 'promoDetail', 'seamless', 'download', 'byIframe', 'index'];

describe('page-group chunk names (vite.config.ts)', () => {
  it("names every built page group exactly as the group it is registered as", () => {
    const routes = readFileSync(resolve(root, 'src/app/routes.tsx'), 'utf8');
    const registered = [...routes.matchAll(/definePageGroup\('(\w+)', \(\) => import\('\.\/routes\/([\w-]+)'\)\)/g)].map((m) => ({
      group: m[1]!,
      chunk: pageGroupOfModule(`${root}/src/app/routes/${m[2]!}.tsx`),
    }));
    expect(registered.length).toBeGreaterThanOrEqual(specGroups.length);
    for (const { group, chunk } of registered) expect(chunk).toBe(group);
    expect(registered.map((r) => r.chunk)).toEqual(expect.arrayContaining(specGroups));
  });

  it('leaves every other chunk to its own name', () => {
    expect(pageGroupOfModule(`${root}/src/features/games/game-grid.tsx`)).toBeNull();
    expect(pageGroupOfModule(`${root}/src/app/routes.tsx`)).toBeNull();
    expect(pageGroupOfModule(null)).toBeNull();
  });
});

describe('the first screen’s chunks (vite.config.ts and the server’s loader)', () => {
  it('the loader runs, in order, the chunks the build makes for the first screen and gives the compile hint', () => {
    expect([...FIRST_SCREEN_CHUNKS]).toEqual([...FIRST_SCREEN_CHUNK_NAMES]);
    for (const name of FIRST_SCREEN_CHUNK_NAMES) expect(isFirstScreenChunk({ isEntry: false, name })).toBe(true);
    expect(isFirstScreenChunk({ isEntry: true, name: 'index' })).toBe(true);
    expect(isFirstScreenChunk({ isEntry: false, name: 'contract' })).toBe(false);
  });
});
