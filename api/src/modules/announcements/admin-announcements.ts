// The admin API's announcements (admin role only): the current text of a type with its Markdown and
// HTML, the HTML alone, the Markdown alone (text/plain), and posting new Markdown (text/plain body;
// an empty body clears the type). Every post is audited.
import type { AnnType } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { announcements } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { audit } from '../admin/audit';
import { latestAnnouncement } from './customer-announcements';
import { renderAnnouncement, sanitizeAnnouncementHtml } from './render';

async function current(ctx: AppContext, annType: AnnType) {
  const row = await latestAnnouncement(ctx, annType);
  if (!row) throw notFound('There is no announcement of this type');
  return row;
}

export async function adminCurrentAnnouncement(ctx: AppContext, annType: AnnType) {
  const row = await current(ctx, annType);
  return ok({
    announcement_id: row.id,
    function_name: row.annType,
    markdown_text: row.markdownText,
    html_text: sanitizeAnnouncementHtml(row.htmlText),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });
}

export async function adminAnnouncementHtmlOf(ctx: AppContext, annType: AnnType) {
  const row = await current(ctx, annType);
  return ok({
    ann_type: row.annType,
    html_text: sanitizeAnnouncementHtml(row.htmlText),
    updated_at: row.updatedAt.toISOString(),
  });
}

export async function adminAnnouncementMarkdownOf(ctx: AppContext, annType: AnnType): Promise<string> {
  return (await current(ctx, annType)).markdownText;
}

export async function postAnnouncement(
  ctx: AppContext,
  admin: AuthUser,
  annType: AnnType,
  markdown: string,
  client: ClientInfo,
) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({ annType, markdownText: markdown, htmlText: renderAnnouncement(markdown), createdBy: admin.id })
      .returning({ id: announcements.id });
    await audit(tx, admin, client, {
      action: 'announcement_update',
      target: { type: 'announcement', id: row?.id ?? '' },
      after: { ann_type: annType, markdown_text: markdown },
    });
  });
  return ok({ success: true }, markdown.trim() === '' ? 'The announcement was cleared' : 'The announcement was posted');
}
