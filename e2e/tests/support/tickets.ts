// The tickets slice as the journeys see it: accessible names in both languages (the browser runs in
// en-US; the regexes also accept the zh-CN texts), locators for the list and the conversation, and
// the API calls behind them.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bearer, expectJson } from './api';

export const TICKET_TEXT = {
  listHeading: /^(support tickets|工单)$/i,
  list: /^(your tickets|您的工单)$/i,
  emptyTitle: /^(no tickets yet|暂无工单)$/i,
  emptyAction: /^(open your first ticket|提交第一个工单)$/i,
  newHeading: /^(new ticket|提交工单)$/i,
  title: /^\s*(title|标题)\s*\*?\s*$/i,
  content: /^\s*(message|内容)\s*\*?\s*$/i,
  previewTab: /^(preview|预览)$/i,
  writeTab: /^(write|编辑)$/i,
  submit: /^(open ticket|提交工单)$/i,
  conversation: /^(conversation|对话)$/i,
  you: /^(you|我)$/i,
  support: /^(support|客服)$/i,
  reply: /^\s*(your reply|回复内容)\s*\*?\s*$/i,
  send: /^(send|发送)$/i,
  close: /^(close ticket|关闭工单)$/i,
  closeDialog: /close this ticket|确定关闭此工单/i,
  closedNotice: /this ticket is closed|此工单已关闭/i,
  reopen: /^(reopen ticket|重新打开工单)$/i,
  unread: /^(new reply|新回复)$/i,
  pending: /^(pending|待处理)$/i,
  processing: /^(processing|处理中)$/i,
  closed: /^(closed|已关闭)$/i,
  notFound: /^(ticket not found|未找到工单)$/i,
} as const;

/** The row of /user/tickets whose title links to the ticket. */
export function ticketRow(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: TICKET_TEXT.list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** The messages of the open conversation (a role="log" region), in order. */
export function conversationMessages(page: Page): Locator {
  // Each message is a list item holding an article; list items inside a message's markdown hold none.
  return page
    .getByRole('log', { name: TICKET_TEXT.conversation })
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });
}

/** The message whose text contains `text`. */
export function message(page: Page, text: string): Locator {
  return conversationMessages(page).filter({ hasText: text });
}

/** POST /api/v2/low_admin_api/ticket/{id}/reply with a staff token (no status: the server picks it). */
export async function staffReply(
  request: APIRequestContext,
  staffToken: string,
  ticketId: string,
  content: string,
): Promise<void> {
  await expectJson(
    await request.post(`/api/v2/low_admin_api/ticket/${ticketId}/reply`, {
      headers: bearer(staffToken),
      data: { content },
    }),
  );
}

/** GET /api/v2/low_admin_api/ticket/{id}: the ticket as staff see it. */
export async function staffTicket(
  request: APIRequestContext,
  staffToken: string,
  ticketId: string,
): Promise<{ ticket_status: string; user_ids: number[] }> {
  const body = await expectJson<{ result: { ticket_status: string; user_ids: number[] } }>(
    await request.get(`/api/v2/low_admin_api/ticket/${ticketId}`, { headers: bearer(staffToken) }),
  );
  return body.result;
}
