// Announcements in the console: every one published (newest first), publishing one (Markdown, per
// language if wished: each text rendered and sanitised as customers will see it), correcting one in
// place, removing one. The newest of a type is the one customers see; each change is audited.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AnnType } from '@portal/shared/contract';
import type { AdminAnnouncementRow, TextLanguage } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { announcements, users, type LocalizedTexts } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { done, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { audited, changedFields, type AuditFacts } from '../admin/audit';
import { renderAnnouncement, sanitizeAnnouncementHtml } from '../announcements/render';
import { okPage, pageWindow, type PageRequest } from './paging';
import { personRef } from './people';

type AnnouncementRow = typeof announcements.$inferSelect;

interface AnnouncementBody {
  ann_type?: AnnType;
  markdown_text?: string;
  markdown_i18n?: LocalizedTexts;
}

const announcementNotFound = (id: number) => notFound(`No announcement with the id ${id}`);

/** The HTML of each language's text. */
function renderTexts(texts: LocalizedTexts): LocalizedTexts {
  return Object.fromEntries(
    Object.entries(texts).map(([language, markdown]) => [language as TextLanguage, renderAnnouncement(markdown)]),
  );
}

/** The newest published announcement of each type: the current ones. */
function isCurrent() {
  return sql<boolean>`${announcements.id} = (select a.id from announcements a where a.ann_type = ${announcements.annType}
    and trim(a.markdown_text) <> '' order by a.created_at desc, a.id desc limit 1)`;
}

function selectRows(db: Db) {
  return db
    .select({ row: announcements, email: users.email, current: isCurrent() })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.createdBy));
}

function toRow(read: { row: AnnouncementRow; email: string | null; current: boolean }): AdminAnnouncementRow {
  const { row } = read;
  return {
    id: row.id,
    ann_type: row.annType,
    markdown_text: row.markdownText,
    markdown_i18n: row.markdownI18n,
    html_text: sanitizeAnnouncementHtml(row.htmlText),
    is_current: read.current,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: personRef(row.createdBy, read.email),
  };
}

const facts = (row: AnnouncementRow): AuditFacts => ({
  ann_type: row.annType,
  markdown_text: row.markdownText,
  markdown_i18n: JSON.stringify(row.markdownI18n),
});

/** Published ones: an empty text was the old way to clear a type, not an announcement. */
const published = sql`trim(${announcements.markdownText}) <> ''`;

export async function listAnnouncements(ctx: AppContext, query: PageRequest & { ann_type?: AnnType }) {
  const where = and(published, query.ann_type ? eq(announcements.annType, query.ann_type) : undefined);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectRows(ctx.db)
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(announcements).where(where),
  ]);
  return okPage(query, total?.n ?? 0, rows.map(toRow));
}

async function readAnnouncement(db: Db, id: number): Promise<AdminAnnouncementRow> {
  const [row] = await selectRows(db).where(eq(announcements.id, id));
  if (!row) throw announcementNotFound(id);
  return toRow(row);
}

export async function publishAnnouncement(
  ctx: AppContext,
  staff: AuthUser,
  client: ClientInfo,
  body: Required<Pick<AnnouncementBody, 'ann_type' | 'markdown_text'>> & AnnouncementBody,
) {
  const id = await audited(ctx.db, staff, client, async (tx) => {
    const texts = body.markdown_i18n ?? {};
    const [row] = await tx
      .insert(announcements)
      .values({
        annType: body.ann_type,
        markdownText: body.markdown_text,
        htmlText: renderAnnouncement(body.markdown_text),
        markdownI18n: texts,
        htmlI18n: renderTexts(texts),
        createdBy: staff.id,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returning();
    return {
      result: row!.id,
      change: { action: 'announcement_create', target: { type: 'announcement', id: row!.id }, after: facts(row!) },
    };
  });
  return ok(await readAnnouncement(ctx.db, id), 'The announcement is published');
}

export async function editAnnouncement(
  ctx: AppContext,
  staff: AuthUser,
  client: ClientInfo,
  id: number,
  body: AnnouncementBody,
) {
  await audited(ctx.db, staff, client, async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!before) throw announcementNotFound(id);
    const [after] = await tx
      .update(announcements)
      .set({
        ...(body.ann_type !== undefined ? { annType: body.ann_type } : {}),
        ...(body.markdown_text !== undefined
          ? { markdownText: body.markdown_text, htmlText: renderAnnouncement(body.markdown_text) }
          : {}),
        ...(body.markdown_i18n !== undefined
          ? { markdownI18n: body.markdown_i18n, htmlI18n: renderTexts(body.markdown_i18n) }
          : {}),
        updatedAt: ctx.now(),
      })
      .where(eq(announcements.id, id))
      .returning();
    return {
      result: null,
      change: {
        action: 'announcement_update',
        target: { type: 'announcement', id },
        ...changedFields(facts(before), facts(after!)),
      },
    };
  });
  return ok(await readAnnouncement(ctx.db, id), 'The announcement was corrected');
}

export async function removeAnnouncement(ctx: AppContext, staff: AuthUser, client: ClientInfo, id: number) {
  await audited(ctx.db, staff, client, async (tx) => {
    const [removed] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
    if (!removed) throw announcementNotFound(id);
    return {
      result: null,
      change: { action: 'announcement_delete', target: { type: 'announcement', id }, before: facts(removed) },
    };
  });
  return done('The announcement was removed');
}
