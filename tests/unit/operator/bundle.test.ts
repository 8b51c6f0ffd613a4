import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_MODE } from '../../../vite.config';

/*
 * Players never download a byte of the operator console: the site and the
 * console are two builds (vite.config.ts, `--mode operator`) written into one
 * folder. Built here for real, the way `npm run build` does, and inspected
 * chunk by chunk (module ids from the bundler), like scripts/bundle-size.mjs
 * inspects the first screen.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
type Chunk = Rolldown.OutputChunk;

async function buildInto(outDir: string, mode?: string): Promise<Chunk[]> {
  // a production build, as npm run build makes it (vitest runs with NODE_ENV=test, which Vite would keep)
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildOnce(outDir, mode);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

async function buildOnce(outDir: string, mode?: string): Promise<Chunk[]> {
  const result = await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode,
    logLevel: 'silent',
    build: { outDir },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output).filter((item): item is Chunk => item.type === 'chunk');
}

/** Every chunk a page of this build can ever load from its entry: static imports and import() alike. */
function reachable(chunks: Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = byName.get(name);
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
  return [...seen].map((name) => byName.get(name)).filter((c): c is Chunk => c !== undefined);
}

const modulesOf = (chunks: Chunk[]) => chunks.flatMap((c) => c.moduleIds).map((id) => relative(root, id.replace(/^\0/, '')));
/** The console's modules: its app, its zone (staff pages in their domains, its base in shared/console), its texts, its contract. */
const isConsoleModule = (id: string) =>
  /(^|\/)src\/operator\//.test(id) ||
  /(^|\/)src\/features\/[^/]+\/console\//.test(id) ||
  /(^|\/)src\/shared\/console\//.test(id) ||
  /(^|\/)locales\/operator\//.test(id) ||
  id.endsWith('src/shared/contract/operator.ts');

/** Every file of a folder with its SHA-256. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

const firstScreen = (dir: string) => spawnSync(process.execPath, [join(root, 'scripts/bundle-size.mjs'), dir], { encoding: 'utf8' }).stdout;

describe('the operator console is a build of its own', () => {
  let dir: string;
  let site: Chunk[];
  let console_: Chunk[];
  let siteFiles: Record<string, string>;
  let sizeBefore: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lotus-bundle-'));
    site = await buildInto(dir);
    siteFiles = fingerprint(dir);
    sizeBefore = firstScreen(dir);
    console_ = await buildInto(dir, OPERATOR_MODE);
  }, 180_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("holds no console module anywhere in the player's chunk graph (first screen and every lazy chunk)", () => {
    const modules = modulesOf(reachable(site));
    expect(modules.some((id) => id.startsWith('src/app/'))).toBe(true);
    expect(modules.filter(isConsoleModule)).toEqual([]);
    // nor a byte that names it: no console call, no console storage key in any file of the site
    for (const chunk of site) {
      expect(chunk.code, chunk.fileName).not.toContain('/wps/operator/');
      expect(chunk.code, chunk.fileName).not.toContain('operatorToken');
    }
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).not.toContain('operator');
  });

  it('leaves every file of the site as it was, so the first screen (npm run size) does not change', () => {
    const after = fingerprint(dir);
    for (const [file, hash] of Object.entries(siteFiles)) expect(after[file], file).toBe(hash);
    expect(firstScreen(dir)).toBe(sizeBefore);
    expect(sizeBefore).toMatch(/first screen: [\d.]+ KB JavaScript/);
  });

  it('builds the console from operator.html, with the shared code and staff pages it needs and nothing of the site’s app', () => {
    const entry = console_.find((c) => c.isEntry);
    expect(modulesOf([entry!])).toContain('src/operator/main.tsx');
    expect(readFileSync(join(dir, 'operator.html'), 'utf8')).toContain(`/${entry!.fileName}`);
    // its files are named apart from the site's (the size script's TY-*.js is the site's locale)
    expect(console_.every((c) => /^res\/js\/operator-/.test(c.fileName))).toBe(true);
    const modules = modulesOf(reachable(console_));
    expect(modules).toContain('src/features/account/console/adjust-balance-dialog.tsx');
    expect(modules).toContain('src/shared/console/console-api.ts');
    expect(modules).toContain('src/shared/api/call-endpoint.ts');
    // of the features, their console folders (and what those take of their own feature), never the site's app
    const features = modules.filter((id) => id.startsWith('src/features/'));
    const staffFeatures = new Set(features.filter((id) => /^src\/features\/[^/]+\/console\//.test(id)).map((id) => id.split('/')[2]));
    expect(modules.filter((id) => id.startsWith('src/app/'))).toEqual([]);
    expect(features.filter((id) => !staffFeatures.has(id.split('/')[2]))).toEqual([]);
  });
});
