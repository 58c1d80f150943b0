import { loadEnv } from '../env';
import { backupDataDir } from '../backup/backup';

/** `backup [<folder>]`: a backup of the running installation into <folder>/<time>/ (default ./backups). */
export async function run(args: string[]) {
  const env = loadEnv();
  const { dir, manifest } = await backupDataDir(env, args[0] ?? 'backups');
  console.log(
    `Backed up ${env.DATABASE_URL}, the files of ${manifest.files_from} (${manifest.documents} document(s)) and ${manifest.key_files.join(', ') || 'no key file'} into ${dir}`,
  );
  if (manifest.key_files.length === 0 && manifest.key_ids.length > 0) {
    console.log(
      `The key is ENCRYPTION_KEY (key id ${manifest.key_ids.join(', ')}), which is not in the backup: keep it where you keep this backup's secrets.`,
    );
  }
  if (manifest.missing_documents.length > 0) {
    console.warn(
      `Warning: ${manifest.missing_documents.length} document(s) were replaced while the backup ran and are missing from it; run the backup again.`,
    );
    return 1;
  }
  return 0;
}
