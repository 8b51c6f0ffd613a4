// Measures what the first screen downloads: the entry chunk, its static
// imports, the CSS, the active locale, and the page group of "/".
// Usage: npm run build && npm run size
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? process.env.BUILD_OUT_DIR ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/(res\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  if (!file.endsWith('.js')) return;
  const code = readFileSync(join(dist, file), 'utf8');
  // static imports only: dynamic import() loads on demand
  for (const m of code.matchAll(/(?:^|[;\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+)["']/g)) {
    visit(join('res/js', m[1]));
  }
}
entry.forEach(visit);

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [...seen].map((file) => ({ file, gzip: gz(file) }));
const jsDir = join(dist, 'res/js');
const extra = readdirSync(jsDir).filter((f) => /^(TY|group-index)-[\w-]+\.js$/.test(f) && statSync(join(jsDir, f)).isFile());
for (const f of extra) {
  const file = join('res/js', f);
  if (!seen.has(file)) rows.push({ file: `${file} (on demand: ${f.startsWith('TY') ? 'default locale' : 'home page group'})`, gzip: gz(file) });
}
rows.sort((a, b) => b.gzip - a.gzip);
for (const r of rows) console.info(`${kb(r.gzip).padStart(10)}  ${r.file}`);
const js = rows.filter((r) => r.file.includes('.js')).reduce((s, r) => s + r.gzip, 0);
const css = rows.filter((r) => r.file.endsWith('.css')).reduce((s, r) => s + r.gzip, 0);
console.info(`first screen: ${kb(js)} JavaScript + ${kb(css)} CSS (gzip)`);
