import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint rule against import cycles, for the site and the server alike,
 * run through ESLint's API with the project's own eslint.config.js. The
 * snippet stands in for a real file, whose real imports on disk close (or
 * do not close) the cycle.
 */
const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
const eslint = new ESLint({ cwd: root });

async function cycleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/no-import-cycle').map((m) => m.message);
}

// store.ts imports listeners.ts to install its middleware
const listeners = 'src/shared/store/listeners.ts';

describe('no import cycles (eslint.config.js)', () => {
  it('finds a cycle of two files in the server, and names it', async () => {
    // http/status.ts builds its errors with lib/errors.ts
    expect(await cycleErrors('server/src/lib/errors.ts', "import { x } from '../http/status';")).toEqual([
      'import cycle: server/src/lib/errors.ts → server/src/http/status.ts → server/src/lib/errors.ts',
    ]);
  });

  it('finds the cycle the schema once had, over several files', async () => {
    // games.ts points its foreign keys at member.ts, which points at system.ts
    const [error] = await cycleErrors('server/src/db/schema/system.ts', "import { x } from './games';");
    expect(error).toMatch(/^import cycle: server\/src\/db\/schema\/system\.ts → server\/src\/db\/schema\/games\.ts → .* → server\/src\/db\/schema\/system\.ts$/);
  });

  it.each([
    ['a relative import', "import { x } from './store';"],
    ['an alias import', "import { x } from '@/shared/store/store';"],
    ['a folder-relative detour', "import { x } from '../store/store';"],
    ['a re-export', "export { y as x } from './store';\nconst x = 1;"],
    ['an import for its effect', "import './store';\nconst x = 1;"],
    ['an import with some type names', "import { type y, x } from './store';"],
    // verbatimModuleSyntax keeps it as `import {} from './store'`, which runs store.ts
    ['an import of type names only', "import { type x } from './store';"],
  ])('finds a cycle in the site through %s', async (_what, code) => {
    expect(await cycleErrors(listeners, code)).toEqual(['import cycle: src/shared/store/listeners.ts → src/shared/store/store.ts → src/shared/store/listeners.ts']);
  });

  it.each([
    ['a type-only import', "import type { x } from './store';"],
    ['a type-only re-export', "export type { y as x } from './store';\nconst x = 1;"],
    ['a dynamic import', "const x = () => import('./store');"],
  ])('leaves out %s, which loads nothing when the file runs', async (_what, code) => {
    expect(await cycleErrors(listeners, code)).toEqual([]);
  });

  it('stays quiet without a cycle', async () => {
    expect(await cycleErrors('server/src/modules/wallet/balance.ts', "import { x } from '../../http/status';")).toEqual([]);
    expect(await cycleErrors('src/features/lobby/launch-rules.ts', "import { x } from '@/shared/store/store';")).toEqual([]);
  });
});
