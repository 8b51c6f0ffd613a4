#!/usr/bin/env node
/**
 * The static checks of `npm test`, side by side: the lint and the two type
 * checks (the site with its tests, the server with its tests) are each one
 * thread, so one after the other they left a core idle for two minutes
 * (docs/performance.md, "CI's minutes"). Each check's output is printed whole
 * when it ends, under its name, never interleaved; the exit status is the
 * first failure's, after all have ended.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const checks = [
  { name: 'lint', command: 'eslint', args: ['.'] },
  { name: 'types (site)', command: 'tsc', args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'types (server)', command: 'tsc', args: ['-p', 'server/tsconfig.json', '--noEmit'] },
];

function run({ name, command, args }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (text) console.log(text);
      resolve(status);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const statuses = await Promise.all(checks.map(run));
process.exit(statuses.find((status) => status !== 0) ?? 0);
