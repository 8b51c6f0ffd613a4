import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('./', import.meta.url));
const src = fileURLToPath(new URL('./src/', import.meta.url));
const serverSrc = fileURLToPath(new URL('./server/src/', import.meta.url));

/**
 * The layer a file of src/ belongs to: 'shared', 'app', 'features/<name>',
 * 'operator' (the operator console's app: shell, registry, its own pages),
 * or null (src/main.tsx, outside src).
 */
function layerOf(file) {
  const rel = relative(src, file).split(sep);
  if (rel[0] === '..' || isAbsolute(rel.join(sep)) || rel.length < 2) return null;
  if (rel[0] === 'features') return rel.length > 2 ? `features/${rel[1]}` : 'features';
  return rel[0] === 'shared' || rel[0] === 'app' || rel[0] === 'operator' ? rel[0] : null;
}

/**
 * Whether a file of src/ is in the console zone: a feature's staff pages
 * (`features/<name>/console/`) or the console's base (`shared/console/`).
 * The zone is code of the operator console that lives beside the domain it
 * serves; only the console reaches it.
 */
function inConsoleZone(file) {
  const rel = relative(src, file).split(sep);
  return (rel[0] === 'features' && rel.length > 3 && rel[2] === 'console') || (rel[0] === 'shared' && rel.length > 2 && rel[1] === 'console');
}

/**
 * One direction of dependency: app → features → shared. A feature never
 * imports another feature or the app; shared code never imports a feature or
 * the app. The operator console is a program of its own beside the site:
 * its app (src/operator) imports itself, shared code and the console zone
 * (`features/<name>/console/`, `shared/console/`) only. The zone is reached
 * from the console alone: a feature's console folder imports its own
 * feature, shared code and the console's base; the base imports shared
 * code; nothing of the site (app, features, shared) imports the zone or
 * src/operator, so no byte of the console can reach a player. Import paths
 * are resolved against the importing file, so the rule holds for the `@/`
 * alias, relative paths (`../lobby/x`, `../../app/x`), re-exports and
 * dynamic import() alike.
 */
const dependencyDirection = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      shared: 'shared code must not import features or the app ({{target}})',
      feature: 'a feature imports only itself and shared code (compose features in src/app) ({{target}})',
      operator: 'the operator console imports only itself, shared code and console folders (features/*/console, shared/console) ({{target}})',
      intoOperator: 'the site never imports the operator console: it is a build of its own ({{target}})',
      intoConsole: 'the site never imports console code (features/*/console, shared/console): only the console does ({{target}})',
      console: 'console code imports only its own feature, shared code and the console base (shared/console), never the console app or another feature ({{target}})',
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from === null) return {};
    const fromConsole = from === 'operator' || inConsoleZone(file);
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const spec = node.value;
      let target;
      if (spec.startsWith('@/')) target = resolve(src, spec.slice(2));
      else if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') target = resolve(dirname(file), spec);
      else return;
      // the target is a module or a folder (index): look at it as a folder
      const to = layerOf(join(target, '_'));
      if (to === null) return;
      const toConsole = inConsoleZone(join(target, '_'));
      if (to === 'operator' && from !== 'operator') {
        context.report({ node, messageId: fromConsole ? 'console' : 'intoOperator', data: { target: spec } });
      } else if (toConsole && !fromConsole) {
        context.report({ node, messageId: 'intoConsole', data: { target: spec } });
      } else if (from === 'operator') {
        if (to !== 'operator' && to !== 'shared' && !toConsole) context.report({ node, messageId: 'operator', data: { target: spec } });
      } else if (to === 'shared' || to === from) {
        // shared code, or the same layer (a feature's console folder and the rest of that feature)
      } else if (fromConsole) {
        context.report({ node, messageId: 'console', data: { target: spec } });
      } else if (from === 'shared' && (to === 'app' || to.startsWith('features'))) {
        context.report({ node, messageId: 'shared', data: { target: spec } });
      } else if (from.startsWith('features/') && (to === 'app' || to.startsWith('features'))) {
        context.report({ node, messageId: 'feature', data: { target: spec } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * The floors of the server, top to bottom: the composition root (main.ts,
 * app.ts) and the seed, then modules/ (and jobs/, which are modules without
 * routes), http/, db/, lib/. A file imports its own floor or lower ones.
 * config.ts sits with lib/: everything reads the configuration, and it knows
 * no tables.
 */
const serverFloors = ['root', 'modules', 'http', 'db', 'lib'];
const floorNames = { root: 'the composition root (main.ts, app.ts, seed/)', modules: 'modules/', http: 'http/', db: 'db/', lib: 'lib/' };

/** The floor of a path under server/src (a file, or a module named without its extension), or null outside it. */
function floorOf(path) {
  const rel = relative(serverSrc, path).split(sep);
  if (rel[0] === '..' || isAbsolute(rel.join(sep)) || rel[0] === '') return null;
  const top = rel[0].replace(/\.[cm]?[jt]sx?$/, '');
  if (serverFloors.includes(top)) return top;
  if (top === 'seed') return 'root';
  if (top === 'jobs') return 'modules';
  if (top === 'config' && rel.length === 1) return 'lib';
  // any other file at the top of server/src belongs to the composition root
  return 'root';
}

/**
 * The server's direction: the root composes modules, modules use http/, db/
 * and lib/, http/ uses db/ and lib/, db/ uses lib/, and lib/ knows no tables.
 * Type-only imports count too: a floor that names a type of a higher one
 * knows about it. Paths are resolved against the importing file.
 */
const serverFloorsRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      upward: '{{from}} may not import {{to}}: the floors run root → modules/ → http/ → db/ → lib/ ({{target}})',
      libTables: 'lib/ knows no tables: it may not import db/ ({{target}})',
    },
  },
  create(context) {
    const file = context.filename;
    const from = floorOf(file);
    if (from === null || from === 'root') return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const spec = node.value;
      if (!(spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..')) return;
      const to = floorOf(resolve(dirname(file), spec));
      if (to === null || serverFloors.indexOf(to) >= serverFloors.indexOf(from)) return;
      if (from === 'lib' && to === 'db') context.report({ node, messageId: 'libTables', data: { target: spec } });
      else context.report({ node, messageId: 'upward', data: { from: floorNames[from], to: floorNames[to], target: spec } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const codeFile = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The code file an import names (relative or `@/`), or null for packages, styles, data and missing files. */
function resolveImport(fromFile, spec) {
  let base;
  if (spec.startsWith('@/')) base = resolve(src, spec.slice(2));
  else if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') base = resolve(dirname(fromFile), spec);
  else return null;
  for (const ending of candidates) {
    const path = base + ending;
    if (!codeFile.test(path)) continue;
    try {
      if (statSync(path).isFile()) return path;
    } catch {
      // not this ending
    }
  }
  return null;
}

/**
 * The static imports and re-exports of a module that load code when it
 * runs. `import type` and `export type` are erased and left out; `import {
 * type A }` is not, since verbatimModuleSyntax keeps it as `import {}`, which
 * still loads the module. `import()` is left out too: what it loads runs
 * later, when its importer has finished, so it cannot meet a half-initialised
 * module (and it is how the app reaches features lazily).
 */
function loadingImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of source.statements) {
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const erased = ts.isImportDeclaration(statement)
      ? statement.importClause?.isTypeOnly === true
      : ts.isExportDeclaration(statement) && statement.isTypeOnly;
    if (erased || !(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    found.push({ spec: specifier.text, start: specifier.getStart(source), end: specifier.end });
  }
  return found;
}

/** Each file's resolved imports, read again when the file changes (an editor keeps the config loaded). */
const importGraph = new Map();

function importsOf(path) {
  let stamp;
  try {
    const stat = statSync(path);
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return [];
  }
  const cached = importGraph.get(path);
  if (cached?.stamp === stamp) return cached.targets;
  const targets = loadingImports(path, readFileSync(path, 'utf8'))
    .map((i) => resolveImport(path, i.spec))
    .filter((target) => target !== null);
  importGraph.set(path, { stamp, targets });
  return targets;
}

/**
 * No import cycles, in the site and in the server: a module of a cycle can
 * run before the module it imports has finished, and meet undefined exports
 * (a table whose foreign key points at a table not yet defined). Each import
 * that closes a cycle back to the linted file is reported with the cycle.
 */
const importCycleRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { cycle: 'import cycle: {{cycle}}' },
  },
  create(context) {
    const file = context.filename;
    return {
      Program() {
        const sourceCode = context.sourceCode;
        // files known not to lead back here, shared by the imports of this file
        const deadEnds = new Set();
        const pathBack = (start) => {
          const trail = [];
          // 'found', 'dead', or 'cut' when another cycle on the trail stopped the search: not a proven dead end
          const visit = (path) => {
            if (path === file) return 'found';
            if (deadEnds.has(path)) return 'dead';
            if (trail.includes(path)) return 'cut';
            trail.push(path);
            let outcome = 'dead';
            for (const next of importsOf(path)) {
              const result = visit(next);
              if (result === 'found') return 'found';
              if (result === 'cut') outcome = 'cut';
            }
            trail.pop();
            if (outcome === 'dead') deadEnds.add(path);
            return outcome;
          };
          return visit(start) === 'found' ? trail : null;
        };
        for (const found of loadingImports(file, sourceCode.text)) {
          const target = resolveImport(file, found.spec);
          if (target === null) continue;
          const trail = pathBack(target);
          if (trail === null) continue;
          const cycle = [file, ...trail, file].map((path) => relative(root, path).split(sep).join('/')).join(' → ');
          context.report({
            loc: { start: sourceCode.getLocFromIndex(found.start), end: sourceCode.getLocFromIndex(found.end) },
            messageId: 'cycle',
            data: { cycle },
          });
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'server/migrations', 'test-results', 'playwright-report', 'e2e-artifacts', 'data'] },
  { files: ['*.{js,ts}'], languageOptions: { globals: globals.node } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // the rules of hooks and the React Compiler's checks, where React code lives (the server and its tests
    // have none: the compiler's analysis of their files was more than half the lint's time)
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'tests/mocks/**/*.{ts,tsx}', 'tests/setup.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: {
      local: {
        rules: { 'dependency-direction': dependencyDirection, 'server-floors': serverFloorsRule, 'no-import-cycle': importCycleRule },
      },
    },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'local/dependency-direction': 'error' },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: { 'local/server-floors': 'error' },
  },
  {
    // plain helpers: a hook that reads the store or the API cache belongs in shared/store
    files: ['src/shared/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/shared/store/*', '@/shared/api/*', '../store/*', '../api/*', 'react-redux'],
              message: 'shared/lib reads no store: put a store-aware hook in shared/store',
            },
          ],
        },
      ],
    },
  },
  {
    // primitives hold no app state and call no API: what needs the store or a call lives a layer up
    files: ['src/shared/components/**/*.{ts,tsx}', 'src/shared/crypto/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/shared/store/*', '@/shared/api/*', '../store/*', '../api/*', 'react-redux'],
              message: 'a primitive holds no app state and calls no API: pass it what it shows, or move it to the feature that needs the store',
            },
          ],
        },
      ],
    },
  },
);
