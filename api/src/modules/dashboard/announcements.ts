// The current announcement of a type, as HTML (SPEC.md §7 "Announcements"); 404 when there is none.
import { eq } from 'drizzle-orm';
import type { AnnType } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { announcements } from '../../db/schema';
import { notFound } from '../../http/errors';
import { ok } from '../../http/envelope';

export async function currentAnnouncement(ctx: AppContext, annType: AnnType) {
  const [row] = await ctx.db.select().from(announcements).where(eq(announcements.annType, annType)).limit(1);
  if (!row || row.htmlText.trim() === '') throw notFound('There is no announcement of this type');
  return ok({ created_at: row.updatedAt.toISOString(), content: row.htmlText });
}
