import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The operator console is a layer of its own in the rule of the dependency
 * direction (eslint.config.js, `local/dependency-direction`): it imports
 * itself and shared code only, and nothing of the site imports it. Snippets
 * linted at real paths, as in tests/unit/shared/dependency-direction.test.ts.
 */
const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
const eslint = new ESLint({ cwd: root });

async function directionErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/dependency-direction').map((m) => m.message);
}

const consolePage = 'src/operator/pages/members/member-page.tsx';
const consoleTop = 'src/operator/routes.tsx';

describe('the operator console as a layer (eslint.config.js)', () => {
  it.each([
    ['a feature by alias', consolePage, "import { x } from '@/features/identity/auth-api';"],
    ['a feature relatively', consoleTop, "import { x } from '../features/games/game-grid';"],
    ['the app by alias', consolePage, "import { x } from '@/app/routes';"],
    ['the app relatively', consolePage, "import { x } from '../../../app/modal-host';"],
    ['a dynamic import of a feature', consoleTop, "const x = () => import('@/features/layout/header');"],
    ['a re-export from the app', consoleTop, "export { routes as x } from '../app/routes';\nconst x = 1;"],
  ])('the console may not import %s', async (_what, file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/the operator console imports only itself and shared code/);
  });

  it.each([
    ['its own files by alias', consolePage, "import { x } from '@/operator/pages';"],
    ['its own files relatively', consolePage, "import { x } from '../../store';"],
    ['shared code by alias', consolePage, "import { x } from '@/shared/contract/operator';"],
    ['shared code relatively', consoleTop, "import { x } from '../shared/api/call-endpoint';"],
    ['packages', consoleTop, "import { useState as x } from 'react';"],
  ])('the console may import %s', async (_what, file, code) => {
    expect(await directionErrors(file, code)).toEqual([]);
  });

  it.each([
    ['shared code', 'src/shared/contract/api.ts', "import { x } from '@/operator/pages';"],
    ['shared code, relatively', 'src/shared/store/store.ts', "import { x } from '../../operator/store';"],
    ['a feature', 'src/features/identity/auth-api.ts', "import { x } from '@/operator/api/operator-api';"],
    ['the app', 'src/app/routes.tsx', "import { x } from '../operator/routes';"],
    ['the app, lazily', 'src/app/modal-host.tsx', "const x = () => import('@/operator/pages/audit/audit-page');"],
  ])('%s may not import the console', async (_what, file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/the site never imports the operator console/);
  });
});
