// Announcements for customers and the admin API that edits them, plus the admin email replacement
// (docs/product.md §7 "Announcements"). Shapes from the reference unless marked as the portal's design.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, messageResponse, pageQuery } from './envelope';
import { annType, bodyId, email, isoDateTime, numericId } from './common';

const annTypeQuery = z.object({ ann_type: annType });

export const userAnnouncements = defineOperation({
  id: 'userAnnouncements',
  method: 'GET',
  path: '/api/v2/user/system/announcements',
  credentials: 'bearer',
  summary: 'The current announcement of a type, as HTML',
  tag: 'announcements',
  query: annTypeQuery,
  response: envelope(z.object({ created_at: isoDateTime, content: z.string() })),
});

const announcementItem = z.object({
  id: z.int(),
  ann_type: annType,
  /** The admin's Markdown: render it with the safe renderer (@portal/shared/markdown). */
  markdown_text: z.string(),
  created_at: isoDateTime,
  /** The customer has marked it read (see userAnnouncementsMarkRead). */
  is_read: z.boolean(),
});
export type AnnouncementItem = z.infer<typeof announcementItem>;

// The portal's design: every announcement posted (not only the current one), newest first.
export const userAnnouncementList = defineOperation({
  id: 'userAnnouncementList',
  method: 'GET',
  path: '/api/v2/user/system/announcements/list',
  credentials: 'bearer',
  summary: 'Every announcement, newest first, optionally of one type, with its read state',
  tag: 'announcements',
  query: z.extend(pageQuery, { ann_type: z.optional(annType) }),
  response: envelope(
    z.object({
      total_count: z.int(),
      /** Unread announcements of every type. */
      unread_count: z.int(),
      announcements: z.array(announcementItem),
    }),
  ),
});

const markAnnouncementsReadBody = z.object({
  announcement_ids: z.array(bodyId).check(z.minLength(1), z.maxLength(100, { message: 'Use at most 100 ids' })),
});

export const userAnnouncementsMarkRead = defineOperation({
  id: 'userAnnouncementsMarkRead',
  method: 'POST',
  path: '/api/v2/user/system/announcements/read',
  credentials: 'bearer',
  summary: 'Mark announcements read (unknown ids are ignored)',
  tag: 'announcements',
  body: markAnnouncementsReadBody,
  bodyRequired: true,
  response: messageResponse,
});

export const adminAnnouncement = defineOperation({
  id: 'adminAnnouncement',
  method: 'GET',
  path: '/api/v2/admin_api/announcement',
  credentials: 'bearer',
  summary: 'An announcement with its Markdown source and rendered HTML (admin)',
  tag: 'announcements',
  query: annTypeQuery,
  response: envelope(
    z.object({
      announcement_id: z.int(),
      function_name: z.string(),
      markdown_text: z.string(),
      html_text: z.string(),
      created_at: isoDateTime,
      updated_at: isoDateTime,
    }),
  ),
});

// The portal's design (reference result is untyped): the rendered HTML in the usual envelope.
export const adminAnnouncementHtml = defineOperation({
  id: 'adminAnnouncementHtml',
  method: 'GET',
  path: '/api/v2/admin_api/announcement_html',
  credentials: 'bearer',
  summary: 'An announcement rendered as HTML (admin)',
  tag: 'announcements',
  query: annTypeQuery,
  response: envelope(z.object({ ann_type: annType, html_text: z.string(), updated_at: isoDateTime })),
});

export const adminAnnouncementMarkdown = defineOperation({
  id: 'adminAnnouncementMarkdown',
  method: 'GET',
  path: '/api/v2/admin_api/announcement_markdown',
  credentials: 'bearer',
  summary: 'An announcement as its Markdown source, text/plain (admin)',
  tag: 'announcements',
  query: annTypeQuery,
  response: z.string(),
  responseType: 'text',
});

/** Announcement Markdown as sent in the text/plain body. */
const announcementMarkdownBody = z.string().check(z.maxLength(100_000, { message: 'Use at most 100 000 characters' }));

export const adminAnnouncementUpdate = defineOperation({
  id: 'adminAnnouncementUpdate',
  method: 'POST',
  path: '/api/v2/admin_api/announcement',
  credentials: 'bearer',
  summary: 'Replace an announcement with new Markdown (text/plain body; empty clears it) (admin)',
  tag: 'announcements',
  query: annTypeQuery,
  body: announcementMarkdownBody,
  bodyType: 'text',
  response: envelope(z.object({ success: z.boolean() })),
});

export const adminReplaceUserEmail = defineOperation({
  id: 'adminReplaceUserEmail',
  method: 'GET',
  path: '/api/v2/admin_api/replace_user_email',
  credentials: 'bearer',
  summary: "Replace a customer's email when the old one matches (admin)",
  tag: 'announcements',
  query: z.object({ user_id: numericId, user_old_email: email, user_new_email: email }),
  response: envelope(
    z.object({
      user_id: z.int(),
      old_email: z.string(),
      new_email: z.string(),
      updated_at: isoDateTime,
    }),
  ),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const announcementsOperations = {
  userAnnouncements,
  userAnnouncementList,
  userAnnouncementsMarkRead,
  adminAnnouncement,
  adminAnnouncementHtml,
  adminAnnouncementMarkdown,
  adminAnnouncementUpdate,
  adminReplaceUserEmail,
} as const satisfies Record<string, OperationDef>;
