import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint rule of the server's floors (root → modules/ → http/ → db/ →
 * lib/), run through ESLint's API with the project's own eslint.config.js on
 * snippets placed at paths inside server/src.
 */
const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
const eslint = new ESLint({ cwd: root });

async function floorErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/server-floors').map((m) => m.message);
}

const httpFile = 'server/src/http/route.ts';
const dbFile = 'server/src/db/payload-keys.ts';
const schemaFile = 'server/src/db/schema/member.ts';
const libFile = 'server/src/lib/money.ts';
const moduleFile = 'server/src/modules/session/login.ts';

describe('server floors (eslint.config.js)', () => {
  it.each([
    ['http/ a module', httpFile, "import { x } from '../modules/session/sessions';"],
    ['http/ a module folder', httpFile, "import { x } from '../modules/session';"],
    ['http/ the app', httpFile, "import { x } from '../app';"],
    ['http/ the seed', httpFile, "import { x } from '../seed/seed';"],
    ['http/ a job', httpFile, "import { x } from '../jobs/cleanup';"],
    ['db/ a module', dbFile, "import { x } from '../modules/wallet/ledger';"],
    ['db/ a module, from a subfolder', schemaFile, "import { x } from '../../modules/media/art/kit';"],
    ['db/ http/', dbFile, "import { x } from '../http/status';"],
    ['lib/ http/', libFile, "import { x } from '../http/status';"],
    ['lib/ a module', libFile, "import { x } from '../modules/system/location';"],
    ['a module the seed', moduleFile, "import { x } from '../../seed/data/games';"],
    ['a module the composition root', moduleFile, "import { x } from '../../main';"],
    ['a type of a higher floor', httpFile, "import type { x } from '../modules/session/sessions';"],
    ['a re-export of a higher floor', httpFile, "export { y as x } from '../modules/session/sessions';\nconst x = 1;"],
    ['a dynamic import of a higher floor', httpFile, "const x = () => import('../modules/session/sessions');"],
    ['a detour through its own floor', httpFile, "import { x } from './../modules/session/sessions';"],
  ])('refuses %s', async (_what, file, code) => {
    const errors = await floorErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/may not import .*: the floors run root → modules\/ → http\/ → db\/ → lib\//);
  });

  it('says why lib/ may not import db/', async () => {
    for (const code of ["import { x } from '../db/client';", "import { x } from '../db/schema';", "import type { x } from '../db/schema/member';"]) {
      const errors = await floorErrors(libFile, code);
      expect(errors).toEqual([expect.stringMatching(/^lib\/ knows no tables: it may not import db\//)]);
    }
  });

  it.each([
    ['a module http/, db/ and lib/', moduleFile, ["import { x } from '../../http/route';", "import { x } from '../../db/schema';", "import { x } from '../../lib/hash';"]],
    ['a module another module', moduleFile, ["import { x } from '../member/lookup';", "import { x } from '../identity/device';"]],
    ['a module the configuration', moduleFile, ["import type { x } from '../../config';"]],
    ['http/ db/ and lib/', httpFile, ["import { x } from '../db/schema';", "import { x } from '../lib/payload-cipher';", "import { x } from './status';"]],
    ['db/ lib/ and the configuration', dbFile, ["import { x } from '../lib/payload-cipher';", "import { x } from './schema';", "import type { x } from '../config';"]],
    ['a schema file another domain file', schemaFile, ["import { x } from './system';"]],
    ['lib/ lib/', libFile, ["import { x } from './errors';"]],
    ['a job db/', 'server/src/jobs/cleanup.ts', ["import { x } from '../db/schema';"]],
    ['the seed modules/ and db/', 'server/src/seed/seed.ts', ["import { x } from '../modules/wallet/ledger';", "import { x } from '../db/client';"]],
    ['the app every floor', 'server/src/app.ts', ["import { x } from './modules/games/routes';", "import { x } from './http/errors';"]],
    ['the contract and packages', httpFile, ["import { x } from '../../../src/shared/contract/envelope';", "import { x } from 'fastify';"]],
  ])('lets %s', async (_what, file, codes) => {
    for (const code of codes) expect(await floorErrors(file, code)).toEqual([]);
  });
});
