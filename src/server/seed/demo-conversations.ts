import { conversationMembers, conversations, messages, notifications } from '@db/schema';
import type { Db } from '@db/client';
import { messageFlags } from '@shared/conversations';
import { messageNotice } from '../services/conversations/message-notifications';

/**
 * Demo conversations (docs/product.md#conversations): who talks on which application, what they
 * wrote and when, and how many of the last messages their recipient has not read yet. Flags come
 * from the same detector as live messages, so the one that shares a phone number is flagged.
 */
type DemoConversation = {
  campaign: string;
  creator: string;
  messages: { from: 'creator' | 'brand'; hoursAgo: number; body: string }[];
  /** The last `unread` messages, all from one side, are unread by the other. */
  unread: number;
};

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    campaign: 'monsoon',
    creator: 'priya',
    messages: [
      {
        from: 'creator',
        hoursAgo: 150,
        body: 'Hi! Thanks for accepting me. Which kurta colours should I feature?',
      },
      {
        from: 'brand',
        hoursAgo: 148,
        body: 'Teal and mustard, please. We are shipping both sizes M so you can pick what sits best.',
      },
      {
        from: 'creator',
        hoursAgo: 30,
        body: 'Draft reel is up: three looks, one kurta. Stories go live after approval.',
      },
      {
        from: 'brand',
        hoursAgo: 6,
        body: 'Loved the office look! Could the chai-date scene be a little longer? Brief: https://saffronthreads.in/brief',
      },
    ],
    unread: 1,
  },
  {
    campaign: 'chai',
    creator: 'meera',
    messages: [
      { from: 'brand', hoursAgo: 90, body: 'Welcome aboard! Your ChaiBox hamper ships tomorrow.' },
      {
        from: 'creator',
        hoursAgo: 80,
        body: 'Yay! The courier can call me on 98765 43210 if the gate is closed.',
      },
      {
        from: 'brand',
        hoursAgo: 79,
        body: 'Noted. Let us keep the details here though; the courier has your address from the platform.',
      },
      { from: 'brand', hoursAgo: 3, body: 'Hamper delivered? Do tell us which blend you liked best.' },
    ],
    unread: 1,
  },
  {
    campaign: 'chai',
    creator: 'priya',
    messages: [
      {
        from: 'creator',
        hoursAgo: 20,
        body: 'Quick question before you decide: is a knitwear styling angle fine for the feed post?',
      },
    ],
    unread: 1,
  },
  {
    campaign: 'monsoon',
    creator: 'meera',
    messages: [
      {
        from: 'creator',
        hoursAgo: 9,
        body: 'Can I shoot the vada pav run in real Mumbai rain, or do you prefer a dry day?',
      },
    ],
    unread: 1,
  },
  {
    campaign: 'monsoon',
    creator: 'vikram',
    messages: [
      { from: 'creator', hoursAgo: 118, body: 'Would a gym-to-street version work for you?' },
      {
        from: 'brand',
        hoursAgo: 116,
        body: 'Thanks Vikram, we are going with everyday commute looks this time.',
      },
    ],
    unread: 0,
  },
  {
    campaign: 'diwali',
    creator: 'sneha',
    messages: [
      {
        from: 'brand',
        hoursAgo: 700,
        body: 'The revised reel is perfect. Thank you for turning it around so fast!',
      },
      { from: 'creator', hoursAgo: 699, body: 'My pleasure! Happy Diwali to the whole Saffron team.' },
    ],
    unread: 0,
  },
];

type Context = {
  /** The demo application of a creator on a campaign, by their keys. */
  applicationOf: (
    campaign: string,
    creator: string,
  ) => { id: string; brandId: string; creatorId: string; title: string };
  /** A demo person's name as others see it (a brand's company name). */
  nameOf: (id: string) => string;
  /** An ISO time `hours` before the seed's now. */
  hoursAgo: (hours: number) => string;
};

/** Writes the demo conversations with their rows and the recipients' `message` notifications. */
export async function insertDemoConversations(tx: Db, ctx: Context) {
  for (const c of DEMO_CONVERSATIONS) {
    const app = ctx.applicationOf(c.campaign, c.creator);
    const idOf = (side: 'creator' | 'brand') => (side === 'creator' ? app.creatorId : app.brandId);
    const written = [];
    // One at a time: insertion order is the messages' order, as when they are sent.
    for (const m of c.messages) {
      const [row] = await tx
        .insert(messages)
        .values({
          applicationId: app.id,
          senderId: idOf(m.from),
          body: m.body,
          flags: messageFlags(m.body),
          createdAt: ctx.hoursAgo(m.hoursAgo),
        })
        .returning({ id: messages.id, senderId: messages.senderId, createdAt: messages.createdAt });
      written.push(row!);
    }
    const last = written[written.length - 1]!;
    await tx.insert(conversations).values({
      applicationId: app.id,
      lastMessageId: last.id,
      lastMessageAt: last.createdAt,
      createdAt: written[0]!.createdAt,
    });

    const unreadOnes = c.messages.slice(c.messages.length - c.unread);
    if (unreadOnes.some((m) => m.from !== unreadOnes[0]!.from))
      throw new Error(
        `Demo conversation ${c.campaign}/${c.creator}: its unread messages come from both sides`,
      );
    const recipient = c.unread > 0 ? idOf(unreadOnes[0]!.from === 'creator' ? 'brand' : 'creator') : null;
    // Each side read up to the message before its unread ones: the last one, or just before them.
    const readAt = written[written.length - 1 - c.unread]?.createdAt ?? null;
    await tx.insert(conversationMembers).values(
      [app.creatorId, app.brandId].map((userId) => ({
        applicationId: app.id,
        userId,
        unreadCount: userId === recipient ? c.unread : 0,
        lastReadAt: userId === recipient ? readAt : last.createdAt,
      })),
    );
    if (recipient) {
      const latest = c.messages[c.messages.length - 1]!;
      await tx.insert(notifications).values({
        userId: recipient,
        ...messageNotice({
          senderName: ctx.nameOf(last.senderId),
          senderId: last.senderId,
          campaignTitle: app.title,
          applicationId: app.id,
          body: latest.body,
        }),
        read: false,
        createdAt: last.createdAt,
      });
    }
  }
}
