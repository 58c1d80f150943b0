import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { png } from '../kit/file-bytes';
import { rest } from '../kit/rest';
import { demoPassword, runBinary, sandbox, startBinary } from './kit';

const first = sandbox();
const second = sandbox();
afterAll(() => {
  first.remove();
  second.remove();
});

describe('backup and restore with the binary (SQLite)', () => {
  const backups = path.join(first.root, 'backups');
  let backup: string;
  let avatarUrl: string;
  let brand: { email: string; password: string };

  it('backs up a running installation, its uploads included', async () => {
    const server = await startBinary(first);
    const email = 'brand@demo.test';
    brand = { email, password: demoPassword(server.output(), email) };
    const { body } = await rest(server, 'POST', '/api/auth/login', { body: brand });
    const form = new FormData();
    form.append('avatar', new File([new Uint8Array(png('saffron'))], 'logo.png', { type: 'image/png' }));
    const upload = await rest(server, 'POST', '/api/uploads/avatar', { token: body.token, body: form });
    expect(upload.status).toBe(200);
    avatarUrl = upload.body.avatar.url;

    const run = runBinary(first, ['backup', backups]);
    expect(run).toMatchObject({ status: 0, reads: [] });
    expect(run.stdout).toMatch(/^Backed up .*app\.db/);
    const made = fs.readdirSync(backups);
    expect(made).toHaveLength(1);
    backup = path.join(backups, made[0]!);
    expect(fs.readdirSync(backup).sort()).toEqual(['app.db', 'encryption.key', 'manifest.json', 'uploads']);
    expect(await server.stop()).toMatchObject({ code: 0, reads: [] });
  });

  it('restores it into another empty folder, which then serves the same marketplace', async () => {
    const run = runBinary(second, ['restore', backup]);
    expect(run).toMatchObject({ status: 0, reads: [] });
    expect(run.stdout).toContain(`Restored ${backup} into ${path.join(second.work, 'data')}`);

    const server = await startBinary(second);
    expect(server.output()).not.toContain('Demo marketplace loaded');
    expect((await rest(server, 'POST', '/api/auth/login', { body: brand })).status).toBe(200);
    const served = await fetch(`${server.url}${avatarUrl}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(png('saffron')));
    expect(await server.stop()).toMatchObject({ code: 0, reads: [] });
  });
});
