import { boolean, createdAt, id, integer, json, text, updatedAt } from './kit/columns';
import { index, table } from './kit/tables';
import {
  BROADCAST_AUDIENCES,
  CONTACT_STATUSES,
  PRIORITIES,
  REPORT_STATUSES,
  REPORT_TYPES,
  SUSPENSION_TYPES,
} from '@shared/enums';
import { campaigns } from './campaigns';
import { users } from './users';

export const reports = table(
  'reports',
  {
    id: id(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedUserId: text('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reportedCampaignId: text('reported_campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    reportType: text('report_type', { enum: REPORT_TYPES }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('pending'),
    adminNotes: text('admin_notes'),
    resolvedAt: text('resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_created_idx').on(t.createdAt),
    index('reports_reported_user_idx').on(t.reportedUserId),
  ],
);

/**
 * Stored status is active or cancelled; "expired" is derived when a temporary suspension's
 * expires_at has passed, so expiry needs no background job.
 */
export const suspensions = table(
  'suspensions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suspendedBy: text('suspended_by').references(() => users.id, { onDelete: 'set null' }),
    suspensionType: text('suspension_type', { enum: SUSPENSION_TYPES }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    expiresAt: text('expires_at'),
    reportId: text('report_id').references(() => reports.id, { onDelete: 'set null' }),
    metadata: json('metadata').$type<Record<string, unknown>>().notNull().default({}),
    adminNotes: text('admin_notes'),
    endedAt: text('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('suspensions_user_status_idx').on(t.userId, t.status),
    index('suspensions_created_idx').on(t.createdAt),
  ],
);

export const notifications = table(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('medium'),
    read: boolean('read').notNull().default(false),
    actionUrl: text('action_url'),
    metadata: json('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_read_created_idx').on(t.userId, t.read, t.createdAt),
  ],
  { insertionOrdered: true },
);

/** One row per broadcast sent, for the admin's history; recipients get rows in notifications. */
export const broadcasts = table(
  'broadcasts',
  {
    id: id(),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    targetAudience: text('target_audience', { enum: BROADCAST_AUDIENCES }).notNull(),
    priority: text('priority', { enum: PRIORITIES }).notNull(),
    recipientCount: integer('recipient_count').notNull(),
    metadata: json('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('broadcasts_created_idx').on(t.createdAt)],
);

/** Who saw or changed what: unmasked payment views, document opens, admin actions. */
export const auditLog = table(
  'audit_log',
  {
    id: id(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetIds: json('target_ids').$type<string[]>().notNull().default([]),
    metadata: json('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_created_idx').on(t.createdAt), index('audit_actor_idx').on(t.actorId, t.createdAt)],
);

export const contactMessages = table(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('new'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: text('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_created_idx').on(t.createdAt),
    index('contact_status_created_idx').on(t.status, t.createdAt),
  ],
);
