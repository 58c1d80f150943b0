import { tracked } from '@trpc/server';
import { notificationStreamInput } from '@shared/schemas/notification';
import { openNotificationStream } from '@server/services/notifications/stream';
import { protectedProcedure } from '@server/trpc';

/**
 * Server-Sent Events through /api/trpc (httpSubscriptionLink): each new notification of the
 * signed-in user, tracked by its id so a reconnecting EventSource resumes where it stopped, and
 * conversation messages, untracked (what each carries: services/notifications/stream.ts).
 * No REST path: the bell's GET /api/notifications polling stays the fallback. No .output(): tRPC
 * would validate the iterator as a whole, not each item; items are built from explicit columns.
 */
export const streamNotificationsProcedure = protectedProcedure
  .input(notificationStreamInput)
  .subscription(async ({ ctx, input, signal }) => {
    const viewer = { userId: ctx.user.id, sessionId: ctx.session.id };
    // Awaited here, so tRPC's "connected" event means the stream is listening.
    return tracking(await openNotificationStream(ctx, viewer, input?.lastEventId, signal));
  });

async function* tracking(items: Awaited<ReturnType<typeof openNotificationStream>>) {
  for await (const item of items) yield 'event' in item ? item : tracked(item.id, item);
}
