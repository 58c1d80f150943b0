import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const require = createRequire(import.meta.url);

/** @runtime/runtime's one import that differs: the binary's files and addons come from its assets. */
const fromSingleExecutable = (root: string): Plugin => ({
  name: 'runtime-from-single-executable',
  setup(b) {
    const runtime = path.join(root, 'src/runtime/runtime.ts');
    b.onResolve({ filter: /^\.\/checkout$/ }, (args) =>
      args.importer === runtime ? { path: path.join(root, 'src/runtime/single-executable.ts') } : undefined,
    );
  },
});

/**
 * pdfkit's CommonJS build, not its ES module: the module computes a file URL from `import.meta.url`
 * when it loads, which a CommonJS bundle leaves empty (the binary then stopped at start with
 * "Invalid URL"); the CommonJS build uses `__filename`, which a single executable sets (decision 087).
 */
const pdfkitAsCommonJs: Plugin = {
  name: 'pdfkit-as-commonjs',
  setup(b) {
    b.onResolve({ filter: /^pdfkit$/ }, () => ({ path: require.resolve('pdfkit') }));
  },
};

/**
 * The server and every package it uses as one CommonJS script (a single executable's main script
 * is CommonJS, and its require() loads only Node's own modules). Native addons are not in it: they
 * come from the binary's assets (@runtime/single-executable). `pg-native` and the AWS SDK's CRT
 * signer are optional packages the app does not install; their require() fails and they are not used.
 * Minified, identifiers too: V8 keeps the script's source in memory, and with its names kept the
 * server held 14 MB more after 500 requests. A stack trace in the log then names minified functions
 * at positions in the bundle, which the source map of the same build maps back. That map stays beside
 * the bundle (dist/binary-build/main.cjs.map), out of the binary: parsed at start by
 * --enable-source-maps it held 90 MB more memory, and it would add 1.3 MB gzipped (decision 065).
 */
export async function bundleForBinary(root: string, outfile: string) {
  await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    tsconfig: 'tsconfig.json',
    external: ['pg-native', '@aws-sdk/signature-v4-crt'],
    plugins: [fromSingleExecutable(root), pdfkitAsCommonJs],
    minify: true,
    sourcemap: 'external',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
}
