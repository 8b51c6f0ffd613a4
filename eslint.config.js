import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src/', import.meta.url));

/** The layer a file of src/ belongs to: 'shared', 'app', 'features/<name>', or null (src/main.tsx, outside src). */
function layerOf(file) {
  const rel = relative(src, file).split(sep);
  if (rel[0] === '..' || isAbsolute(rel.join(sep)) || rel.length < 2) return null;
  if (rel[0] === 'features') return rel.length > 2 ? `features/${rel[1]}` : 'features';
  return rel[0] === 'shared' || rel[0] === 'app' ? rel[0] : null;
}

/**
 * One direction of dependency: app → features → shared. A feature never
 * imports another feature or the app; shared code never imports a feature or
 * the app. Import paths are resolved against the importing file, so the rule
 * holds for the `@/` alias, relative paths (`../lobby/x`, `../../app/x`),
 * re-exports and dynamic import() alike.
 */
const dependencyDirection = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      shared: 'shared code must not import features or the app ({{target}})',
      feature: 'a feature imports only itself and shared code (compose features in src/app) ({{target}})',
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from === null || from === 'app') return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const spec = node.value;
      let target;
      if (spec.startsWith('@/')) target = resolve(src, spec.slice(2));
      else if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') target = resolve(dirname(file), spec);
      else return;
      // the target is a module or a folder (index): look at it as a folder
      const to = layerOf(join(target, '_'));
      if (to === null || to === 'shared' || to === from) return;
      if (from === 'shared' && (to === 'app' || to.startsWith('features'))) {
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

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'server/migrations', 'test-results', 'playwright-report', 'e2e-artifacts', 'data'] },
  { files: ['*.{js,ts}'], languageOptions: { globals: globals.node } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'dependency-direction': dependencyDirection } } },
    rules: { 'local/dependency-direction': 'error' },
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
);
