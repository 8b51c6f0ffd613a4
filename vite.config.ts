import { defineConfig, type Plugin } from 'vite';
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
 */
function precompress(): Plugin {
  let outDir = 'dist';
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
    closeBundle() {
      for (const file of walk(outDir)) {
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

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

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

export default defineConfig({
  plugins: [react(), countryFlags(), precompress()],
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
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    target: 'es2022',
    sourcemap: false,
    // chunk files load from res/js and res/css (spec section 7)
    rolldownOptions: {
      output: {
        entryFileNames: 'res/js/[name]-[hash].js',
        // page groups are named after the specification's groups, e.g. res/js/group-pointMall-<hash>.js
        chunkFileNames: (chunk) => {
          const group = pageGroupOfModule(chunk.facadeModuleId);
          return group ? `res/js/group-${group}-[hash].js` : 'res/js/[name]-[hash].js';
        },
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css')) ? 'res/css/[name]-[hash][extname]' : 'res/assets/[name]-[hash][extname]',
      },
    },
  },
});
