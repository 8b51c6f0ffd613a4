import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// plain paths, not new URL(…): this file is also imported by a unit test under jsdom, whose URL is not Node's
const root = dirname(fileURLToPath(import.meta.url));

/**
 * Writes .br and .gz beside every text asset of the build, once, at build
 * time; the server sends them to browsers that accept them (preCompressed).
 * `thisBuildOnly`: only the files this build wrote (the console's build
 * writes beside the site's and leaves its files alone).
 */
function precompress(thisBuildOnly = false): Plugin {
  let outDir = 'dist';
  let written: string[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      written = Object.keys(bundle).map((name) => join(outDir, name));
    },
    closeBundle() {
      for (const file of thisBuildOnly ? written : walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || statSync(file).size < 1024) continue;
        const data = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Country flags for the dialing-code list, shipped with the site (no remote
 * image): the SVGs of country-flag-icons served under /flags/XX.svg in
 * development and written into the build, fetched only when the list opens.
 */
function countryFlags(): Plugin {
  const source = join(root, 'node_modules/country-flag-icons/3x2');
  return {
    name: 'country-flags',
    configureServer(server) {
      server.middlewares.use('/flags', (req, res, next) => {
        const code = req.url?.match(/^\/([A-Z]{2})\.svg$/)?.[1];
        if (!code) return next();
        try {
          const svg = readFileSync(join(source, `${code}.svg`));
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(svg);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const name of readdirSync(source)) {
        if (!/^[A-Z]{2}\.svg$/.test(name)) continue;
        this.emitFile({ type: 'asset', fileName: `flags/${name}`, source: readFileSync(join(source, name)) });
      }
    },
  };
}

/**
 * The shell's service worker (src/service-worker/sw.ts) built on its own,
 * as one classic script with nothing shared with the site's chunks, and
 * written to the root of the build as /sw.js: a worker's scope is the
 * folder of its script, and the site's is the whole site.
 */
function shellWorker(): Plugin {
  return {
    name: 'shell-worker',
    apply: 'build',
    async generateBundle() {
      const { build } = await import('vite');
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias: { '@': join(root, 'src') } },
        build: {
          write: false,
          copyPublicDir: false,
          target: 'es2022',
          sourcemap: false,
          lib: { entry: join(root, 'src/service-worker/sw.ts'), formats: ['iife'], name: 'shellWorker', fileName: () => 'sw.js' },
        },
      });
      const chunk = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : [])).find((file) => file.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('the shell worker was not built');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
    },
  };
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/**
 * `vite build --mode operator` builds the operator console (operator.html →
 * src/operator/main.tsx) into the same folder as the site, after it, as a
 * build of its own: the site's build never sees the console, so no chunk of
 * the player's site holds a byte of it and the player's chunks are the same
 * with or without it (tests/unit/operator/bundle.test.ts).
 */
export const OPERATOR_MODE = 'operator';

/** The console's addresses: /operator and everything under it. */
export const OPERATOR_PATHS = /^\/operator(\/|$)/;

/**
 * In development the console is served by the same Vite server: its
 * addresses (/operator/members/12, …) get operator.html, like the reference
 * server's history fallback does for the build.
 */
function operatorPages(): Plugin {
  return {
    name: 'operator-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (OPERATOR_PATHS.test(path) && (req.headers.accept ?? '').includes('text/html')) req.url = '/operator.html';
        next();
      });
    },
  };
}

/**
 * The page group a chunk is the route module of, named as the specification
 * names the groups: src/app/routes/point-mall.tsx → pointMall (also egame,
 * elott, lottery, vnlottery, promo, promoDetail, seamless, download,
 * byIframe, index). Null for any other chunk.
 */
export function pageGroupOfModule(moduleId: string | null | undefined): string | null {
  const file = moduleId?.match(/src\/app\/routes\/([a-z][\w-]*)\.tsx$/)?.[1];
  return file ? file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) : null;
}

/** V8's magic comment that compiles every function of a script eagerly, off the main thread (Chromium 136+; others ignore it). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks of the codeSplitting groups below that the entry imports on every
 * first screen, in the order the server's loader runs them before the entry
 * (server/src/http/site-shell.ts `FIRST_SCREEN_CHUNKS`, held to this list by
 * tests/unit/app/page-group-chunks.test.ts).
 */
export const FIRST_SCREEN_CHUNK_NAMES = ['react', 'router', 'vendor', 'lobby'] as const;

/** The chunks every first screen runs at once: the entry, the libraries it imports and the lobby's shared code. */
export function isFirstScreenChunk(chunk: { isEntry: boolean; name: string }): boolean {
  return chunk.isEntry || (FIRST_SCREEN_CHUNK_NAMES as readonly string[]).includes(chunk.name);
}

/**
 * Puts V8's compile hint on the first line of the chunks that carry it:
 * Vite writes its dependency map (`__vite__mapDeps`) at the top of a chunk
 * after the `postBanner` is added, and the hint is read from where it
 * stands on; both lines carry no source mapping, so swapping them leaves
 * the source maps right.
 */
function compileHintFirst(): Plugin {
  return {
    name: 'compile-hint-first',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          const at = chunk.code.indexOf(`\n${COMPILE_HINT}\n`);
          if (at >= 0) chunk.code = `${COMPILE_HINT}\n${chunk.code.slice(0, at + 1)}${chunk.code.slice(at + COMPILE_HINT.length + 2)}`;
        }
      },
    },
  };
}

/** The folder of the site's build; the server-side render of the shell goes into its `server/` folder (never served). */
const siteOutDir = process.env.BUILD_OUT_DIR ?? 'dist';

/**
 * `vite build --ssr src/entry-server.tsx`: the visitor's shell rendered on
 * the server (server/src/http/site-shell.ts imports the output, never src/),
 * with the same components and CSS-module class names as the site's build.
 * No CSS, no assets: the site's build has them.
 */
function ssrConfig(): UserConfig {
  return {
    plugins: [react()],
    resolve: { alias: { '@': join(root, 'src') } },
    // the libraries bundled in and built for production, whatever NODE_ENV the server runs with: React's
    // and Redux Toolkit's development checks made a render several times slower
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: join(siteOutDir, 'server'),
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  if (isSsrBuild) return ssrConfig();
  const operatorConsole = mode === OPERATOR_MODE;
  return {
    plugins: operatorConsole ? [react(), precompress(true)] : [react(), countryFlags(), compileHintFirst(), shellWorker(), precompress(), operatorPages()],
    resolve: { alias: { '@': join(root, 'src') } },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy: {
        '/wps': apiTarget,
        '/lgw': apiTarget,
        '/media': apiTarget,
        // the in-house game pages and the demo lobby of the reference server
        '/games': apiTarget,
      },
    },
    build: {
      // a separate folder lets two browser suites build side by side (BUILD_OUT_DIR, see playwright.config.ts)
      outDir: siteOutDir,
      // the console's build writes beside the site's: it neither empties the folder nor copies public/ again
      emptyOutDir: !operatorConsole,
      copyPublicDir: !operatorConsole,
      // the chunk graph (.vite/manifest.json): the server preloads the page group of a server-rendered address
      manifest: !operatorConsole,
      target: 'es2022',
      // BUILD_SOURCEMAP=1: maps beside the chunks, to weigh what each source adds (docs/performance.md)
      sourcemap: process.env.BUILD_SOURCEMAP === '1',
      // the console loads once a shift, not on a player's first screen: one larger entry is fine
      chunkSizeWarningLimit: operatorConsole ? 800 : 500,
      // chunk files load from res/js and res/css (spec section 7)
      rolldownOptions: {
        ...(operatorConsole ? { input: { operator: join(root, 'operator.html') } } : {}),
        output: {
          // The first screen in few files: each request costs a round trip and ~300 bytes of headers,
          // and one file compresses better than thirty. Left alone, the bundler cut the entry's
          // libraries and the lobby's shared code into 33 chunks (docs/performance.md).
          ...(operatorConsole ? {} : { codeSplitting: { groups: [
            // every library the entry imports statically, in one file
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial' as const], priority: 3 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, tags: ['$initial' as const], priority: 3 },
            { name: 'vendor', test: /node_modules/, tags: ['$initial' as const], priority: 2 },
            // the validators and the contract files of the first screen's calls, in one file that comes with
            // the first call (shared/api/base-api.ts, lazyEndpoints), not nine
            { name: 'contract', test: /node_modules[\\/]zod[\\/]|src[\\/]shared[\\/]contract[\\/](endpoint|envelope|text|bot-check|session|member|system|wallet|content|games)\.ts$/ },
            // the game grid and launch that the home page and the category pages share, with what they share with the entry
            // (and the schema-free parts of the contract they use: priority 1 takes them before the contract group can)
            { name: 'lobby', test: /src[\\/]features[\\/]games[\\/](game-grid|launch-game|lobby\.module|use-game-launch|use-require-real-account)|src[\\/]shared[\\/]contract[\\/](games|member|system|content)-rules\.ts$/, priority: 1 },
          ] } }),
          // V8's explicit compile hint for the first screen's scripts: every function compiled on the streaming
          // thread while the file downloads, instead of on the main thread when first called (the module
          // evaluation's longest task 313 → 212 ms at CPU ×4; docs/performance.md, "Blocking time")
          // (undefined for the other chunks: an empty string would give each of them an empty first line)
          ...(operatorConsole ? {} : { postBanner: (chunk: { isEntry: boolean; name: string }) => (isFirstScreenChunk(chunk) ? COMPILE_HINT : undefined) as string }),
          entryFileNames: 'res/js/[name]-[hash].js',
          // page groups are named after the specification's groups, e.g. res/js/group-pointMall-<hash>.js;
          // every file of the console starts with operator- (its TY texts are not the site's TY-*.js)
          chunkFileNames: (chunk) => {
            if (operatorConsole) return 'res/js/operator-[name]-[hash].js';
            const group = pageGroupOfModule(chunk.facadeModuleId);
            return group ? `res/js/group-${group}-[hash].js` : 'res/js/[name]-[hash].js';
          },
          assetFileNames: (asset) => {
            const name = operatorConsole ? 'operator-[name]-[hash][extname]' : '[name]-[hash][extname]';
            return asset.names.some((n) => n.endsWith('.css')) ? `res/css/${name}` : `res/assets/${name}`;
          },
        },
      },
    },
  };
});
