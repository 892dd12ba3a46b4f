// Announcements (docs/product.md §7 "Announcements"): one current text per type, Markdown source and its HTML.
import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnnType } from '@portal/shared/contract';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    annType: text('ann_type').$type<AnnType>().notNull(),
    markdownText: text('markdown_text').notNull(),
    /** Rendered, sanitised HTML (what customers get). */
    htmlText: text('html_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('announcements_type_key').on(t.annType),
    check('announcements_type_check', sql`${t.annType} in ('index_ann', 'pop_up_ann')`),
  ],
);
