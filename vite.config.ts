import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/media': apiTarget,
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
        chunkFileNames: 'res/js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css')) ? 'res/css/[name]-[hash][extname]' : 'res/assets/[name]-[hash][extname]',
      },
    },
  },
});
