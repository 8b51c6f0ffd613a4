// `npm run dev`: the reference server (restarted on change) and Vite with hot
// reload side by side. Vite proxies /wps, /lgw and /media to the server.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: process.env.STATIC_DIR ?? 'dist' },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
