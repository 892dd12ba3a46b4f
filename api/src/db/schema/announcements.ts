// Announcements (docs/product.md §7 "Announcements"): every text an admin posted, per type, newest first. The
// current announcement of a type is its newest row; an empty one (posted to clear it) means none.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedTexts } from './shop';
import type { AnnType } from '@portal/shared/contract';
import { users } from './users';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    annType: text('ann_type').$type<AnnType>().notNull(),
    markdownText: text('markdown_text').notNull(),
    /** Rendered, sanitised HTML (what the dashboard shows). */
    htmlText: text('html_text').notNull(),
    /** The text per language (Markdown, and its rendered HTML); a language missing reads the default. */
    markdownI18n: jsonb('markdown_i18n').$type<LocalizedTexts>().notNull().default({}),
    htmlI18n: jsonb('html_i18n').$type<LocalizedTexts>().notNull().default({}),
    /** The admin who posted it (null for seeded rows). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_type_idx').on(t.annType, t.createdAt, t.id),
    check('announcements_type_check', sql`${t.annType} in ('index_ann', 'pop_up_ann')`),
  ],
);

/** Which announcements a customer has seen (unread ones are marked on the announcements page). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);
