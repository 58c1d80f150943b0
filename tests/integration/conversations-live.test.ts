import { describe, expect, it } from 'vitest';
import { createInnerContext } from '@server/context';
import { appRouter } from '@server/routers/app-router';
import { createCallerFactory } from '@server/trpc';
import { createTestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { apply, postCampaign, type Actor } from '../kit/marketplace';
import { rest } from '../kit/rest';

/*
 * New messages reach the parties' open tabs over the notification stream (the SSE subscription
 * notifications.stream), as `{ event: 'message', application_id, message }`, untracked; their
 * `message` notification comes as a tracked notification (services/notifications/stream.ts).
 */
const t = createTestApp();
const createCaller = createCallerFactory(appRouter);

type Item = { id?: string; data?: unknown; event?: string; [k: string]: unknown };

/** The stream as a tRPC caller sees it: tracked items as { id, data }, untracked ones as they are. */
async function openStream(who: Actor) {
  const abort = new AbortController();
  const caller = createCaller(() => createInnerContext(t.deps, { token: who.token }), {
    signal: abort.signal,
  });
  const iterator = (await caller.notifications.stream())[Symbol.asyncIterator]();
  const next = async (): Promise<Item | null> => {
    const r = await iterator.next();
    if (r.done) return null;
    const v = r.value as unknown;
    return Array.isArray(v) ? { id: v[0] as string, data: v[1] } : (v as Item);
  };
  return { next, abort };
}

async function pair() {
  const brand = await createBrand(t, { profile: { companyName: 'Live Co' } });
  const creator = await createCreator(t);
  const campaign = await postCampaign(t, brand, { title: 'Live campaign' });
  const application = await apply(t, creator, campaign.id);
  return { brand, creator, applicationId: application.id };
}

const send = (who: Actor, applicationId: string, body: string) =>
  rest(t, 'POST', `/api/conversations/${applicationId}/messages`, { token: who.token, body: { body } });

describe('messages over the notification stream', () => {
  it("reach the recipient's open tab and the sender's other tab, never a stranger's", async () => {
    const { brand, creator, applicationId } = await pair();
    // The stranger has a conversation of their own, whose message later tells what reached them.
    const { brand: strangersBrand, creator: stranger, applicationId: strangersId } = await pair();
    const [recipient, senderTab, strangerTab] = await Promise.all([
      openStream(creator),
      openStream(brand),
      openStream(stranger),
    ]);
    const firsts = [recipient.next(), senderTab.next()];
    const strangerFirst = strangerTab.next();

    const res = await send(brand, applicationId, 'Call me on 9876543210');
    expect(res.status).toBe(200);
    const message = res.body.message;

    // The recipient: the message, then its new `message` notification (tracked by id).
    const got = [await firsts[0]!, await recipient.next()];
    expect(got).toContainEqual({ event: 'message', application_id: applicationId, message });
    expect(got).toContainEqual({
      id: expect.any(String),
      data: expect.objectContaining({
        type: 'message',
        action_url: `/messages?conversation=${applicationId}`,
        metadata: { application_id: applicationId, sender_id: brand.user.id },
      }),
    });
    expect(message.flags).toEqual(['contact_details']);
    // The sender's other tab: the message only.
    expect(await firsts[1]).toEqual({ event: 'message', application_id: applicationId, message });

    // A message to the stranger, posted after the one above: a stream sends messages in the order
    // they were posted, so when the stranger's first message is this one, the other never came.
    expect((await send(strangersBrand, strangersId, 'Your own conversation')).status).toBe(200);
    const strangerGot = [(await strangerFirst)!];
    while (strangerGot.at(-1)!.event !== 'message') strangerGot.push((await strangerTab.next())!);
    expect(strangerGot.at(-1)).toMatchObject({ application_id: strangersId });
    expect(strangerGot.filter((i) => JSON.stringify(i).includes(applicationId))).toEqual([]);
    for (const s of [recipient, senderTab, strangerTab]) s.abort.abort();
  });

  it('sends each of a burst once, in order; the collapsed notification adds no second one', async () => {
    const { brand, creator, applicationId } = await pair();
    const stream = await openStream(creator);
    const first = stream.next();
    const bodies = ['one', 'two', 'three'];
    for (const body of bodies) expect((await send(brand, applicationId, body)).status).toBe(200);

    const items = [(await first)!];
    while (items.filter((i) => i.event === 'message').length < bodies.length)
      items.push((await stream.next())!);
    const messages = items.filter((i) => i.event === 'message') as { message: { body: string } }[];
    expect(messages.map((m) => m.message.body)).toEqual(bodies);
    // One notification: the first message made it; the others updated it in place.
    expect(items.filter((i) => i.id)).toHaveLength(1);
    stream.abort.abort();
  });

  it('arrive over HTTP as an SSE data event without an id, so the resume point stays the last notification', async () => {
    const { brand, creator, applicationId } = await pair();
    const abort = new AbortController();
    const res = await t.app.request('/api/trpc/notifications.stream?input=%7B%7D', {
      headers: { authorization: `Bearer ${creator.token}` },
      signal: abort.signal,
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (done: (s: string) => boolean) => {
      while (!done(text)) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil((s) => s.includes('event: connected'));
    await send(brand, applicationId, 'Over SSE');
    await readUntil(
      (s) => s.includes('"event":"message"') && s.includes('"type":"message"') && s.endsWith('\n\n'),
    );
    const events = text.split('\n\n');
    const live = events.find((e) => e.includes('"event":"message"'))!;
    expect(live).not.toMatch(/^id:/m);
    expect(
      JSON.parse(
        live
          .split('\n')
          .find((l) => l.startsWith('data: '))!
          .slice(6),
      ),
    ).toMatchObject({
      event: 'message',
      application_id: applicationId,
      message: { body: 'Over SSE', sender_id: brand.user.id },
    });
    expect(events.find((e) => e.includes('"type":"message"'))).toMatch(/^id: [0-9a-f-]{36}$/m);
    await reader.cancel();
    abort.abort();
  });
});
