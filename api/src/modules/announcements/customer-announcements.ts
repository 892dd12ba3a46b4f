// What customers read: the current announcement of a type as HTML (the dashboard), every announcement
// with its read state (the announcements page), and marking them read.
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnnType } from '@portal/shared/contract';
import type { TextLanguage } from '@portal/shared/contract/admin';
import { textIn } from '../../lib/texts';
import type { AppContext } from '../../context';
import { announcementReads, announcements } from '../../db/schema';
import { done, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { sanitizeAnnouncementHtml } from './render';

const DEFAULT_ANNOUNCEMENT_PAGE_SIZE = 20;

/** The newest announcement of `annType`; an empty one means it was cleared. */
export async function latestAnnouncement(ctx: AppContext, annType: AnnType) {
  const [row] = await ctx.db
    .select()
    .from(announcements)
    .where(eq(announcements.annType, annType))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(1);
  return row && row.markdownText.trim() !== '' ? row : undefined;
}

/** The current announcement in the reader's language when staff wrote one (else the default text). */
export async function currentAnnouncement(ctx: AppContext, annType: AnnType, language: TextLanguage) {
  const row = await latestAnnouncement(ctx, annType);
  if (!row) throw notFound('There is no announcement of this type');
  const html = textIn(language, row.htmlText, row.htmlI18n);
  return ok({ created_at: row.updatedAt.toISOString(), content: sanitizeAnnouncementHtml(html) });
}

/** True when `userId` has read the announcement of the row at hand. */
function readBy(userId: number) {
  return sql<boolean>`exists (select 1 from ${announcementReads} where ${announcementReads.userId} = ${userId}
    and ${announcementReads.announcementId} = ${announcements.id})`;
}

export async function announcementList(
  ctx: AppContext,
  userId: number,
  query: { ann_type?: AnnType; page?: number; size?: number },
  language: TextLanguage,
) {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_ANNOUNCEMENT_PAGE_SIZE;
  const published = ne(sql`trim(${announcements.markdownText})`, '');
  const where = and(published, query.ann_type ? eq(announcements.annType, query.ann_type) : undefined);
  const [rows, [total], [unread]] = await Promise.all([
    ctx.db
      .select({
        id: announcements.id,
        annType: announcements.annType,
        markdownText: announcements.markdownText,
        markdownI18n: announcements.markdownI18n,
        createdAt: announcements.createdAt,
        isRead: readBy(userId),
      })
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(size)
      .offset((page - 1) * size),
    ctx.db.select({ value: count() }).from(announcements).where(where),
    ctx.db
      .select({ value: count() })
      .from(announcements)
      .where(and(published, sql`not ${readBy(userId)}`)),
  ]);
  return ok({
    total_count: Number(total?.value ?? 0),
    unread_count: Number(unread?.value ?? 0),
    announcements: rows.map((row) => ({
      id: row.id,
      ann_type: row.annType,
      markdown_text: textIn(language, row.markdownText, row.markdownI18n),
      created_at: row.createdAt.toISOString(),
      is_read: Boolean(row.isRead),
    })),
  });
}

export async function markAnnouncementsRead(ctx: AppContext, userId: number, ids: number[]) {
  const known = await ctx.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(inArray(announcements.id, [...new Set(ids)]));
  if (known.length > 0) {
    await ctx.db
      .insert(announcementReads)
      .values(known.map((row) => ({ userId, announcementId: row.id })))
      .onConflictDoNothing();
  }
  return done('Marked as read');
}
