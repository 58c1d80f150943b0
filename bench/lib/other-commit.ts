import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type OtherBuild = {
  /** The full commit hash. */
  sha: string;
  /** Its one-line subject, to say what was compared. */
  subject: string;
  /** The worktree, with that commit's `npm run build` in dist/. */
  dir: string;
  remove: () => void;
};

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * Checks out `commit` as a git worktree in a temporary directory, links this checkout's
 * node_modules into it (the packages are not installed again: a commit with other packages is
 * compared on these) and runs that commit's own `npm run build` there: its server and its client,
 * built as it built them.
 */
export function buildOtherCommit(root: string, commit: string, log: (line: string) => void): OtherBuild {
  const sha = git(root, ['rev-parse', '--verify', `${commit}^{commit}`]);
  const subject = git(root, ['log', '-1', '--format=%s', sha]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-compare-${sha.slice(0, 8)}-`));
  const remove = () => {
    try {
      git(root, ['worktree', 'remove', '--force', dir]);
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
      git(root, ['worktree', 'prune']);
    }
  };
  log(`compare: building ${sha.slice(0, 10)} (${subject.slice(0, 70)}) in ${dir}`);
  try {
    git(root, ['worktree', 'add', '--detach', dir, sha]);
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (e) {
    remove();
    throw e;
  }
  return { sha, subject, dir, remove };
}
