/**
 * `npm run build:binary`: dist/collab-marketplace, the whole product as one Linux x64 executable
 * (a Node.js single executable application on Node.js 24 LTS, decision 065), and its SHA-256 in
 * dist/collab-marketplace.sha256. Needs only what `npm ci` installed, and the C++ compiler with which
 * `npm ci` builds better-sqlite3: nothing is downloaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LICENSES_ASSET, MANIFEST_ASSET } from '@runtime/carried';
import checkout from '@runtime/checkout';
import { PROJECT_ROOT } from '@runtime/project-root';
import { bundleForBinary } from './binary/bundle';
import { collectAssets } from './binary/assets';
import { makeExecutable, writeChecksum } from './binary/inject';
import { targetNode } from './binary/node24';
import { thirdPartyNotices } from './binary/notices';
import { sqliteAddonFor } from './binary/sqlite-addon';
import { CLIENT_STEP, runStep } from './steps';

const OUT = path.join(PROJECT_ROOT, 'dist/collab-marketplace');
const WORK = path.join(PROJECT_ROOT, 'dist/binary-build');

const startedAt = Date.now();
const node = targetNode();
await runStep(CLIENT_STEP, true);
fs.rmSync(WORK, { recursive: true, force: true });
fs.mkdirSync(WORK, { recursive: true });

const main = path.join(WORK, 'main.cjs');
await bundleForBinary(PROJECT_ROOT, main);
const { manifest, assets } = collectAssets({
  productVersion: checkout.productVersion(),
  clientDir: CLIENT_STEP.outDir,
  sqlite: sqliteAddonFor(node),
});
fs.writeFileSync(path.join(WORK, MANIFEST_ASSET), JSON.stringify(manifest));
fs.writeFileSync(path.join(WORK, LICENSES_ASSET), thirdPartyNotices(PROJECT_ROOT, node));

const seaConfig = path.join(WORK, 'sea-config.json');
const blob = path.join(WORK, 'sea-prep.blob');
fs.writeFileSync(
  seaConfig,
  JSON.stringify({
    main,
    output: blob,
    disableExperimentalSEAWarning: true,
    useCodeCache: true,
    // As `npm run serve` runs node (without --enable-source-maps: the map is not carried, see ./binary/bundle.ts).
    execArgv: ['--max-semi-space-size=16'],
    assets: {
      ...assets,
      [MANIFEST_ASSET]: path.join(WORK, MANIFEST_ASSET),
      [LICENSES_ASSET]: path.join(WORK, LICENSES_ASSET),
    },
  }),
);
makeExecutable(node, seaConfig, blob, OUT);
const hash = writeChecksum(OUT);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `binary: ${path.relative(PROJECT_ROOT, OUT)} (${mb(fs.statSync(OUT).size)}, Node.js ${node.version}, sha256 ${hash}) in ${Math.round((Date.now() - startedAt) / 1000)} s`,
);
