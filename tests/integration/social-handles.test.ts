import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { runMigrations } from '@db/engines/sqlite/migrate';
import { profiles } from '@db/schema';
import { createTestApp } from '../kit/app';
import { databaseBefore } from '../kit/before-migration';
import { describeSqlite } from '../kit/engine';
import { createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();

async function stored(userId: string) {
  const [row] = await t.db
    .select({ ig: profiles.instagramHandle, yt: profiles.youtubeHandle, x: profiles.xHandle })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

describe('social handles on PUT /api/profiles/me', () => {
  it('are stored bare and lowercase: "@ Some.Name " is "some.name", a pasted profile link its handle', async () => {
    const { user, token } = await createCreator(t);
    const res = await rest(t, 'PUT', '/api/profiles/me', {
      token,
      body: {
        instagram_handle: '@ Some.Name ',
        youtube_handle: 'https://www.youtube.com/@Some-Name',
        x_handle: 'twitter.com/Some_Name',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      instagram_handle: 'some.name',
      youtube_handle: 'some-name',
      x_handle: 'some_name',
    });
    expect(await stored(user.id)).toEqual({ ig: 'some.name', yt: 'some-name', x: 'some_name' });
  });

  it('refuses what cannot be a handle with 400 and the message, over REST and tRPC, and keeps the old one', async () => {
    const { user, token, caller } = await createBrand(t);
    await caller.profiles.updateMe({ instagram_handle: 'glow.cosmetics' });
    for (const [body, error] of [
      [
        { instagram_handle: 'glow cosmetics!' },
        'Instagram handle may only contain letters, numbers, periods and underscores',
      ],
      [{ x_handle: 'glow.cosmetics' }, 'X handle may only contain letters, numbers and underscores'],
      [{ x_handle: 'a'.repeat(16) }, 'X handle must be at most 15 characters'],
      [
        { youtube_handle: 'https://youtube.com/channel/UC123' },
        'Please enter your YouTube handle or a link like youtube.com/@yourname',
      ],
      [
        { instagram_handle: 'https://x.com/glow' },
        'Please enter your Instagram handle or a link like instagram.com/yourname',
      ],
    ] as const) {
      const res = await rest(t, 'PUT', '/api/profiles/me', { token, body });
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { error } });
    }
    await expect(caller.profiles.updateMe({ instagram_handle: '<b>' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await stored(user.id))?.ig).toBe('glow.cosmetics');
  });

  it('are cleared by an empty value or a lone "@"', async () => {
    const { user, caller } = await createCreator(t);
    await caller.profiles.updateMe({ instagram_handle: 'asha', x_handle: 'asha' });
    await caller.profiles.updateMe({ instagram_handle: '', x_handle: ' @ ' });
    expect(await stored(user.id)).toEqual({ ig: null, yt: null, x: null });
  });
});

// SQLite's migration history: the handles saved before this SQLite migration.
describeSqlite('migration social_handles_normalised', () => {
  it('stores the handles already saved the way links read them: no "@" or spaces, lowercase, empty as none', () => {
    const db = databaseBefore('social_handles_normalised');
    db.$client
      .prepare(
        "insert into users (id, email, password_hash, user_type, full_name) values ('u1', 'a@x.in', 'h', 'influencer', 'A'), ('u2', 'b@x.in', 'h', 'brand', 'B')",
      )
      .run();
    const insert = db.$client.prepare(
      'insert into profiles (user_id, instagram_handle, youtube_handle, x_handle) values (?, ?, ?, ?)',
    );
    insert.run('u1', '@Priya Styles', 'PriyaVlogs', ' @ ');
    insert.run('u2', null, null, 'glow_co');

    runMigrations(db);
    const rows = db.$client
      .prepare('select instagram_handle ig, youtube_handle yt, x_handle x from profiles order by user_id')
      .all();
    expect(rows).toEqual([
      { ig: 'priyastyles', yt: 'priyavlogs', x: null },
      { ig: null, yt: null, x: 'glow_co' },
    ]);
    db.$client.close();
  });
});
