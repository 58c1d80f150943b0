import { tracked } from '@trpc/server';
import { notificationStreamInput } from '@shared/schemas/notification';
import { notificationStream } from '@server/services/notifications/stream';
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
  .subscription(async function* ({ ctx, input, signal }) {
    const viewer = { userId: ctx.user.id, sessionId: ctx.session.id };
    for await (const item of notificationStream(ctx, viewer, input?.lastEventId, signal)) {
      yield 'event' in item ? item : tracked(item.id, item);
    }
  });
