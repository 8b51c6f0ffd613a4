import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The operator console is a layer of its own in the rule of the dependency
 * direction (eslint.config.js, `local/dependency-direction`): its app
 * (src/operator) imports itself, shared code and the console zone
 * (features/<name>/console, shared/console); a feature's console folder
 * imports its own feature, shared code and the console's base; nothing of
 * the site imports the app or the zone. Snippets linted at real paths, as in
 * tests/unit/shared/dependency-direction.test.ts.
 */
const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
const eslint = new ESLint({ cwd: root });

async function directionErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/dependency-direction').map((m) => m.message);
}

const consolePage = 'src/operator/pages/audit/audit-page.tsx';
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
    expect(errors[0]).toMatch(/the operator console imports only itself, shared code and console folders/);
  });

  it.each([
    ['its own files by alias', consolePage, "import { x } from '@/operator/pages';"],
    ['its own files relatively', consolePage, "import { x } from '../../shell/page-frame';"],
    ['a feature’s console folder (the registry loads the staff pages)', consoleTop, "const x = () => import('@/features/deposit/console/deposits-page');"],
    ['a feature’s console folder relatively', consoleTop, "import { x } from '../features/account/console/members-api';"],
    ['the console’s base', consolePage, "import { x } from '@/shared/console/states';"],
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

const staffPage = 'src/features/deposit/console/deposits-page.tsx';
const consoleBase = 'src/shared/console/console-api.ts';

describe('the console zone: features/*/console and shared/console (eslint.config.js)', () => {
  it.each([
    ['its own folder', staffPage, "import { x } from './deposits-api';"],
    ['its own feature', staffPage, "import { x } from '../state-badge';"],
    ['its own feature by alias', staffPage, "import { x } from '@/features/deposit/deposit-api';"],
    ['the console’s base', staffPage, "import { x } from '@/shared/console/page-header';"],
    ['the console’s base relatively', staffPage, "import { x } from '../../../shared/console/states';"],
    ['shared code', staffPage, "import { x } from '@/shared/form/use-contract-form';"],
  ])('a feature’s console folder may import %s', async (_what, file, code) => {
    expect(await directionErrors(file, code)).toEqual([]);
  });

  it.each([
    ['another feature', staffPage, "import { x } from '@/features/account/account-api';"],
    ['another feature’s console folder', staffPage, "import { x } from '@/features/account/console/members-api';"],
    ['the console app (its registry)', staffPage, "import { x } from '@/operator/pages';"],
    ['the console app relatively', staffPage, "import { x } from '../../../operator/shell/page-frame';"],
    ['the site’s app', staffPage, "import { x } from '@/app/routes';"],
    ['the base: a feature’s console folder', consoleBase, "import { x } from '@/features/deposit/console/deposits-api';"],
    ['the base: the console app', consoleBase, "import { x } from '../../operator/shell/session-sync';"],
  ])('console code may not import %s', async (_what, file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/console code imports only its own feature, shared code and the console base/);
  });

  it.each([
    ['its own feature', 'src/features/deposit/deposit-page.tsx', "import { x } from './console/deposits-api';"],
    ['its own feature by alias', 'src/features/withdraw/withdraw-api.ts', "import { x } from '@/features/withdraw/console/withdrawals-api';"],
    ['its own feature, lazily', 'src/features/account/profile-page.tsx', "const x = () => import('./console/member-page');"],
    ['a re-export in its own feature', 'src/features/account/account-api.ts', "export { membersApi as x } from './console/members-api';\nconst x = 1;"],
    ['shared code', 'src/shared/form/use-contract-form.ts', "import { x } from '@/shared/console/console-api';"],
    ['shared code relatively', 'src/shared/components/data-table.tsx', "import { x } from '../console/states';"],
    ['the app', 'src/app/routes.tsx', "import { x } from '@/features/deposit/console/deposits-page';"],
  ])('the site may not import console code from %s', async (_what, file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/the site never imports console code/);
  });
});
