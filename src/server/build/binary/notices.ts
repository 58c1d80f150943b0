import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TargetNode } from './node24';

/** A package's licence files: LICENSE, LICENCE, COPYING, NOTICE, with or without an extension (or a suffix: LICENSE_FONT). */
const isLicenceFile = (name: string) => /^(licen[cs]e|copying|notice)([._-].*)?$/i.test(name);

function notice(dir: string) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    license?: string;
  };
  const texts = fs
    .readdirSync(dir)
    .filter(isLicenceFile)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').trim());
  const heading = `${pkg.name} ${pkg.version} (${pkg.license ?? 'licence in its files'})`;
  return [`${'='.repeat(72)}\n${heading}`, ...texts].join('\n\n');
}

/**
 * The licences of what the binary carries: this project's, Node.js's (with those of everything
 * inside it), and every npm package it may hold, server or web client: the production dependency
 * tree as `npm ls --omit=dev` lists it. `collab-marketplace --licenses` prints it.
 */
export function thirdPartyNotices(root: string, node: TargetNode) {
  const production = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((dir) => dir && dir !== root);
  const dirs = [...new Set(production)];
  return [
    `Collab Marketplace, under the MIT licence:\n\n${fs.readFileSync(path.join(root, 'LICENSE'), 'utf8').trim()}`,
    `This program carries Node.js ${node.version} and the npm packages below, each under its own licence.`,
    notice(node.dir),
    ...dirs.sort().map(notice),
  ].join('\n\n');
}
