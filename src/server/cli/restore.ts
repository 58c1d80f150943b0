import { loadEnv } from '../env';
import { restoreBackup, RestoreError } from '../backup/restore';

/** `npm run restore -- <backup folder> [--force]`, with the server stopped and the environment it runs with. */
const args = process.argv.slice(2);
const backup = args.find((a) => !a.startsWith('--'));
if (!backup) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
try {
  const env = loadEnv();
  const { replacedDir, keyProblem } = await restoreBackup(env, backup, { force: args.includes('--force') });
  if (replacedDir) console.log(`The files it replaced are in ${replacedDir}`);
  console.log(`Restored ${backup} into ${env.DATA_DIR}`);
  if (keyProblem) {
    console.error(`But the server will not start yet: ${keyProblem}`);
    process.exitCode = 1;
  }
} catch (e) {
  console.error(e instanceof RestoreError ? e.message : e);
  process.exit(1);
}
