/**
 * `npm run build`: the web client (Vite, with gzip and brotli copies of its files) into CLIENT_DIR or
 * dist/client, and the server (esbuild) into dist/server. `--changed` (what `npm start` runs) skips a
 * part whose sources have not changed since it was last built (decision 013).
 */
import { CLIENT_STEP, runStep, SERVER_STEP } from './steps';

const onlyChanged = process.argv.includes('--changed');
for (const step of [CLIENT_STEP, SERVER_STEP]) await runStep(step, onlyChanged);
