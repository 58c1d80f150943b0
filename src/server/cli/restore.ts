import { loadEnv } from '../env';
import { restoreBackup, RestoreError } from '../backup/restore';

/** `restore <backup folder> [--force]`, with the server stopped and the environment it runs with. */
export async function run(args: string[], usage: string) {
  const backup = args.find((a) => !a.startsWith('--'));
  if (!backup) {
    console.error(usage);
    return 2;
  }
  try {
    const env = loadEnv();
    const { replacedDir, keyProblem } = await restoreBackup(env, backup, { force: args.includes('--force') });
    if (replacedDir) console.log(`The files it replaced are in ${replacedDir}`);
    console.log(`Restored ${backup} into ${env.DATA_DIR}`);
    if (keyProblem) {
      console.error(`But the server will not start yet: ${keyProblem}`);
      return 1;
    }
    return 0;
  } catch (e) {
    console.error(e instanceof RestoreError ? e.message : e);
    return 1;
  }
}
