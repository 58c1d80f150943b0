/**
 * `npm run bench:tricks`: CPU microseconds of one page of 20 campaigns with and without the speed
 * tricks of docs/decisions/019-speed-tricks.md (kept or removed there), measured in this process on
 * a small migrated database. What they change in a whole request is measured by `npm run bench`.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { campaigns } from '@db/schema';
import { campaignOutput } from '@shared/schemas/campaign';
import { selectCampaigns, toCampaign } from '@server/services/campaigns/columns';
import { prepared } from '@server/services/prepared';
import { createBrand } from '../tests/kit/factories';
import { createTestApp } from '../tests/kit/app';
import { postCampaign } from '../tests/kit/marketplace';
import { CPU_ROUNDS, cpuMicrosAsync } from './lib/cpu';

const t = createTestApp();
const brand = await createBrand(t);
for (let i = 0; i < 40; i++) {
  await postCampaign(t, brand, {
    title: `Campaign ${i}`,
    tags: ['fitness', 'food'],
    deliverables: ['1 reel'],
  });
}
const db = t.deps.db;

const build = () =>
  selectCampaigns(db)
    .where(eq(campaigns.status, sql.placeholder('status')))
    .orderBy(desc(campaigns.createdAt))
    .limit(20)
    .prepare();
const page = prepared(db, 'bench-tricks-page', build);
const args = { status: 'active' };

const rows = {
  'build and prepare the query each call': await cpuMicrosAsync(() => build().values(args)),
  'prepared once (prepared())': await cpuMicrosAsync(() =>
    prepared(db, 'bench-tricks-page', build).values(args),
  ),
  "drizzle's row mapping (execute())": await cpuMicrosAsync(async () =>
    (await page.execute(args)).map(toCampaign),
  ),
  'driver values only (values(), no mapping)': await cpuMicrosAsync(() => page.values(args)),
};
const list = z.object({ campaigns: z.array(campaignOutput), total: z.number() });
const body = { campaigns: (await page.execute(args)).map(toCampaign), total: 40 };
const parse = {
  "zod parseAsync (tRPC's default)": await cpuMicrosAsync(() => list.parseAsync(body)),
  'zod parse (synchronous)': await cpuMicrosAsync(() => Promise.resolve(list.parse(body))),
};

console.log(`CPU µs per call, one page of 20 campaigns, ${CPU_ROUNDS}`);
for (const [name, micros] of Object.entries({ ...rows, ...parse })) {
  console.log(`  ${name.padEnd(52)} ${micros.toFixed(1).padStart(7)}`);
}
