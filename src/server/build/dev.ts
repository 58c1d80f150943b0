/**
 * `npm run dev`: the API under `tsx watch` (restarted on every change, on PORT or 3000) and Vite's dev
 * server (the client with hot reload on 5173, proxying /api to the API), from one terminal. Ctrl-C,
 * or either one ending, stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '@runtime/project-root';

const bin = (name: string) => path.join(PROJECT_ROOT, 'node_modules/.bin', name);
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', 'src/server/main.ts'], { cwd: PROJECT_ROOT, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: PROJECT_ROOT, stdio: 'inherit' }),
];

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
