/**
 * The bare-SQL floors of the creator search (issue 31), on either engine: GET /api/creators with
 * each search of creator-searches.ts answered by the very statements the service sends for it
 * (captured on the floor's own connection in steady state), run through `exec` with no session,
 * tRPC, adapter or validation, and the same JSON built from the rows.
 */
import type { Hono } from 'hono';
import type { Db } from '@db/client';
import { creatorCardColumns, findCreators } from '@server/services/profiles/find-creators';
import { findCreatorsInput } from '@shared/schemas/creators';
import type { Captured } from './capture';
import { CREATOR_SEARCHES, creatorSearchPath } from './creator-searches';
import { rowMapper } from './row-mapper';

export type Exec = (q: Captured & { name?: string }) => Promise<unknown[][]> | unknown[][];

export async function creatorsFloor(app: Hono, db: Db, captured: Captured[], exec: Exec) {
  const toCard = rowMapper(creatorCardColumns);
  const answers = new Map<string, () => Promise<unknown>>();
  for (const search of CREATOR_SEARCHES) {
    const input = findCreatorsInput.parse(search.input);
    const now = new Date().toISOString();
    // The statements of a request in steady state: the server keeps the total (and a text search's
    // ordered matches) until the data changes, so after the first request it reads the page alone.
    const expected = await findCreators(db, input, now);
    captured.length = 0;
    await findCreators(db, input, now);
    const statements = captured.splice(0);
    const isCount = (q: Captured) => /^select count\(\*\)/i.test(q.sql);
    const columns = Object.keys(creatorCardColumns).length;
    // The statements one after the other, as the service sends them (on PostgreSQL with its reads of
    // the table versions its kept values check); the cards come back by id and are put in the
    // page's order, as the service does.
    const order = expected.creators.map((c) => c.id);
    const answer = async () => {
      let cards: Record<string, unknown>[] = [];
      let total = expected.total;
      for (const q of statements) {
        const rows = await exec(q);
        if (isCount(q)) total = Number(rows[0]![0]);
        else if (rows[0]?.length === columns) cards = rows.map(toCard);
      }
      const byId = new Map(cards.map((c) => [c.id, c]));
      return { creators: order.flatMap((id) => byId.get(id) ?? []), total };
    };
    // The floor must answer what the server answers, or the ratio compares different work.
    if (JSON.stringify(await answer()) !== JSON.stringify(expected))
      throw new Error(`The creator search floor (${search.name}) does not return the service JSON`);
    answers.set(creatorSearchPath(search), answer);
  }
  app.get('/api/creators', async (c) => {
    const url = new URL(c.req.url);
    const answer = answers.get(`${url.pathname}${url.search}`);
    return answer ? c.json(await answer()) : c.json({ error: 'no such floor search' }, 404);
  });
}
