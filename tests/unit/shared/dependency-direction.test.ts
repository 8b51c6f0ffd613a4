import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint rule of the dependency direction (app → features → shared), run
 * through ESLint's API with the project's own eslint.config.js on snippets
 * placed at paths inside src/.
 */
const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
const eslint = new ESLint({ cwd: root });

async function directionErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/dependency-direction').map((m) => m.message);
}

const authFile = 'src/features/identity/login/login-form.tsx';
const authTopFile = 'src/features/identity/auth-api.ts';

describe('dependency direction (eslint.config.js)', () => {
  it.each([
    ['alias into another feature', authFile, "import { x } from '@/features/games/game-grid';"],
    ['alias into another feature index', authTopFile, "import { x } from '@/features/games';"],
    ['relative into another feature', authTopFile, "import { x } from '../lobby/game-grid';"],
    ['relative into another feature from a subfolder', authFile, "import { x } from '../../lobby/game-grid';"],
    ['relative into the app', authTopFile, "import { x } from '../../app/routes';"],
    ['relative into the app from a subfolder', authFile, "import { x } from '../../../app/modal-host';"],
    ['alias into the app', authFile, "import { x } from '@/app/routes';"],
    ['a re-export from another feature', authTopFile, "export { y as x } from '../layout/header';\nconst x = 1;"],
    ['a dynamic import of another feature', authTopFile, "const x = () => import('../lobby/game-grid');"],
    ['a detour through its own folder', authTopFile, "import { x } from './../home/home-page';"],
  ])('a feature may not import %s', async (_what, file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/a feature imports only itself and shared code/);
  });

  it.each([
    ['its own files by alias', authFile, "import { x } from '@/features/identity/auth-api';"],
    ['its own files relatively', authFile, "import { x } from '../auth-api';"],
    ['its own index', authFile, "import { x } from '..';"],
    ['shared code by alias', authFile, "import { x } from '@/shared/api/call-endpoint';"],
    ['shared code relatively', authFile, "import { x } from '../../../shared/lib/chunk-guard';"],
    ['packages', authFile, "import { useState as x } from 'react';"],
  ])('a feature may import %s', async (_what, file, code) => {
    expect(await directionErrors(file, code)).toEqual([]);
  });

  it('keeps shared code away from features and the app, in both forms', async () => {
    const file = 'src/shared/store/make-store.ts';
    expect(await directionErrors(file, "import { x } from '@/features/identity/auth-api';")).toHaveLength(1);
    expect(await directionErrors(file, "import { x } from '../../features/identity/auth-api';")).toHaveLength(1);
    expect(await directionErrors(file, "import { x } from '../../app/routes';")).toHaveLength(1);
    expect(await directionErrors(file, "import { x } from '../api/call-endpoint';")).toEqual([]);
  });

  it('lets the app compose features', async () => {
    const file = 'src/app/modal-host.tsx';
    expect(await directionErrors(file, "import { x } from '@/features/identity/auth-api';")).toEqual([]);
    expect(await directionErrors(file, "import { x } from '../features/games/game-grid';")).toEqual([]);
  });
});

describe('primitives and plain helpers (eslint.config.js)', () => {
  async function restrictedImports(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath: `${root}${filePath}` });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  it.each([
    ['a component reading the store', 'src/shared/components/badge.tsx', "import { x } from '@/shared/store/hooks';", /a primitive holds no app state/],
    ['a component reading redux', 'src/shared/components/badge.tsx', "import { useSelector as x } from 'react-redux';", /a primitive holds no app state/],
    ['the crypto calling the API', 'src/shared/crypto/bot-check.ts', "import { x } from '@/shared/api/client';", /a primitive holds no app state/],
    ['the crypto calling the API relatively', 'src/shared/crypto/bot-check.ts', "import { x } from '../api/client';", /a primitive holds no app state/],
    ['a plain helper reading the store', 'src/shared/lib/chunk-guard.ts', "import { x } from '../store/hooks';", /shared\/lib reads no store/],
  ])('refuses %s', async (_what, file, code, message) => {
    const errors = await restrictedImports(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('lets a primitive use the contract and plain helpers', async () => {
    expect(await restrictedImports('src/shared/components/badge.tsx', "import { x } from '@/shared/lib/chunk-guard';")).toEqual([]);
  });
});
