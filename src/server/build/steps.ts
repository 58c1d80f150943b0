import path from 'node:path';
import { PROJECT_ROOT } from '@runtime/project-root';
import { buildServer, SERVER_OUT_DIR } from './server-bundle';
import { isStale, writeStamp } from './stamps';

/** Configuration every part depends on. */
const CONFIG = ['tsconfig.json', 'package-lock.json'];

type Step = { name: string; inputs: string[]; outDir: string; output: string; run: () => Promise<unknown> };

/** The web client (Vite, with gzip and brotli copies of its files) into CLIENT_DIR or dist/client. */
export const CLIENT_STEP: Step = {
  name: 'client',
  // Types imported from src/server are erased, so server code does not change the client.
  inputs: ['src/client', 'src/shared', 'vite.config.ts', ...CONFIG],
  outDir: path.resolve(PROJECT_ROOT, process.env.CLIENT_DIR ?? 'dist/client'),
  output: 'index.html',
  // Loaded only when the client is built: importing Vite takes longer than finding nothing changed.
  run: async () => (await import('vite')).build({ configFile: path.join(PROJECT_ROOT, 'vite.config.ts') }),
};

/** The server (esbuild) into dist/server. */
export const SERVER_STEP: Step = {
  name: 'server',
  inputs: ['src/server', 'src/db', 'src/runtime', 'src/shared', ...CONFIG],
  outDir: path.join(PROJECT_ROOT, SERVER_OUT_DIR),
  output: 'main.js',
  run: () => buildServer(PROJECT_ROOT),
};

/**
 * Runs `step`; with `onlyChanged`, only when its sources changed since it was last built into the
 * same folder (decision 013).
 */
export async function runStep(step: Step, onlyChanged: boolean) {
  const output = path.join(step.outDir, step.output);
  if (onlyChanged && !(await isStale(PROJECT_ROOT, step.name, step.inputs, output, step.outDir))) {
    console.log(`${step.name}: unchanged since its last build`);
    return;
  }
  const startedAt = Date.now();
  await step.run();
  await writeStamp(PROJECT_ROOT, step.name, { startedAt, outDir: step.outDir });
  console.log(
    `${step.name}: built into ${path.relative(PROJECT_ROOT, step.outDir)} in ${Date.now() - startedAt} ms`,
  );
}
