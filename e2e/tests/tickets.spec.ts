// Journeys of the tickets slice (issue 4): a customer opens a ticket, staff answer through the staff
// API, the customer sees the reply and the unread marker, replies, closes, cannot send, reopens and
// sends; and the two kinds of "no such ticket" (not a uuid: the shell's 404; not the customer's: the
// page's own not-found message).
import { randomBytes, randomUUID } from 'node:crypto';
import { test as plain } from '@playwright/test';
import { bearer, expectJson, signInByApi } from './support/api';
import { e2eEnv } from './support/env';
import { test, expect } from './support/fixtures';
import { accessToken, submitSignIn } from './support/portal';
import { TICKET_TEXT, conversationMessages, message, staffReply, staffTicket, ticketRow } from './support/tickets';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test('a ticket from opening through a staff reply, closing and reopening', async ({ signedUp: { page }, request }) => {
  const tag = randomBytes(3).toString('hex');
  const title = `VPN drops every few minutes ${tag}`;
  const opening = `The **VPN** disconnects every \`5 minutes\` (${tag}).\n\n- since Monday\n- only on Wi-Fi`;
  // The staff answer also carries hostile markup: it must show as text and never run.
  const staffAnswer =
    `Thanks, **we are on it** (${tag}).\n\n<img src=x onerror="window.__ticketXss=1">\n\n` +
    `[details](javascript:window.__ticketXss=2)`;
  const customerReply = `It happened again at 10:15 (${tag}).`;
  const afterReopen = `Sorry, one more question (${tag}).`;

  const ticketId = await test.step('a new customer opens a ticket from the empty list', async () => {
    await page.goto('/user/tickets');
    await expect(page.getByRole('heading', { level: 1, name: TICKET_TEXT.listHeading })).toBeVisible();
    await expect(page.getByRole('heading', { name: TICKET_TEXT.emptyTitle })).toBeVisible();
    await page.getByRole('link', { name: TICKET_TEXT.emptyAction }).click();
    await expect(page).toHaveURL(/\/user\/tickets\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: TICKET_TEXT.newHeading })).toBeVisible();

    await page.getByLabel(TICKET_TEXT.title).fill(title);
    await page.getByLabel(TICKET_TEXT.content).fill(opening);
    await page.getByRole('tab', { name: TICKET_TEXT.previewTab }).click();
    const preview = page.getByRole('tabpanel', { name: TICKET_TEXT.previewTab });
    await expect(preview.locator('strong', { hasText: 'VPN' })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveText(['since Monday', 'only on Wi-Fi']);
    await page.getByRole('tab', { name: TICKET_TEXT.writeTab }).click();
    await page.getByRole('button', { name: TICKET_TEXT.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/user/tickets/view/${UUID.source}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(message(page, tag).locator('strong', { hasText: 'VPN' })).toBeVisible();
    await expect(message(page, tag).getByText(TICKET_TEXT.you)).toBeVisible();
    return new URL(page.url()).pathname.split('/').at(-1) ?? '';
  });

  await test.step('the list shows it, pending, without an unread marker', async () => {
    await page.goto('/user/tickets');
    const row = ticketRow(page, title);
    await expect(row.getByText(TICKET_TEXT.pending)).toBeVisible();
    await expect(row.getByText(TICKET_TEXT.unread)).toHaveCount(0);
  });

  await test.step('staff reply through the staff API, which moves the ticket to processing', async () => {
    const { staffEmail, staffPassword } = e2eEnv();
    const staffToken = await signInByApi(request, { email: staffEmail, password: staffPassword });
    await staffReply(request, staffToken, ticketId, staffAnswer);
    expect((await staffTicket(request, staffToken, ticketId)).ticket_status).toBe('processing');
  });

  await test.step('the list marks the reply unread; the conversation tells staff and customer apart', async () => {
    await page.reload();
    const row = ticketRow(page, title);
    await expect(row.getByText(TICKET_TEXT.unread)).toBeVisible();
    await expect(row.getByText(TICKET_TEXT.processing)).toBeVisible();

    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(conversationMessages(page)).toHaveCount(2);
    const fromCustomer = conversationMessages(page).nth(0);
    const fromStaff = conversationMessages(page).nth(1);
    await expect(fromCustomer).toContainText('since Monday');
    await expect(fromCustomer.getByText(TICKET_TEXT.you)).toBeVisible();
    await expect(fromCustomer.getByText(TICKET_TEXT.support)).toHaveCount(0);
    await expect(fromStaff.locator('strong', { hasText: 'we are on it' })).toBeVisible();
    await expect(fromStaff.getByText(TICKET_TEXT.support)).toBeVisible();
    await expect(fromStaff.getByText(TICKET_TEXT.you)).toHaveCount(0);

    // The hostile part is shown as text; no handler, no javascript: link, nothing ran.
    await expect(fromStaff).toContainText('onerror');
    await expect(fromStaff.locator('[onerror], a[href^="javascript:" i]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __ticketXss?: number }).__ticketXss)).toBeUndefined();

    // Seen now: back in the list the marker is gone.
    await page.getByRole('link', { name: /back to tickets|返回工单列表/i }).click();
    await expect(ticketRow(page, title)).toBeVisible();
    await expect(ticketRow(page, title).getByText(TICKET_TEXT.unread)).toHaveCount(0);
    await ticketRow(page, title).getByRole('link', { name: title, exact: true }).click();
  });

  await test.step('the customer replies', async () => {
    await page.getByRole('textbox', { name: TICKET_TEXT.reply }).fill(customerReply);
    await page.getByRole('button', { name: TICKET_TEXT.send }).click();
    await expect(message(page, customerReply).getByText(TICKET_TEXT.you)).toBeVisible();
    await expect(page.getByRole('textbox', { name: TICKET_TEXT.reply })).toHaveValue('');
  });

  await test.step('the customer closes it after confirming; nothing can be sent any more', async () => {
    await page.getByRole('button', { name: TICKET_TEXT.close }).click();
    const dialog = page.getByRole('dialog', { name: TICKET_TEXT.closeDialog });
    await dialog.getByRole('button', { name: TICKET_TEXT.close }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText(TICKET_TEXT.closedNotice)).toBeVisible();
    await expect(page.getByRole('main').getByText(TICKET_TEXT.closed)).toBeVisible();
    await expect(page.getByRole('form', { name: TICKET_TEXT.reply })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: TICKET_TEXT.reply })).toHaveCount(0);
    await expect(page.getByRole('button', { name: TICKET_TEXT.send })).toHaveCount(0);
    await expect(page.getByRole('button', { name: TICKET_TEXT.close })).toHaveCount(0);

    // Not just hidden in the page: the API refuses the customer's message.
    const refused = await request.post(`/api/v2/user/tickets-v2/${ticketId}/messages`, {
      headers: bearer((await accessToken(page)) ?? ''),
      data: { content: 'sent around the closed page' },
    });
    expect(await expectJson<{ code?: string }>(refused, 409)).toMatchObject({
      is_success: false,
      code: 'ticket_closed',
    });
  });

  await test.step('the customer reopens it and sends a message that appears', async () => {
    await page.getByRole('button', { name: TICKET_TEXT.reopen }).click();
    await expect(page.getByText(TICKET_TEXT.closedNotice)).toBeHidden();
    await expect(page.getByRole('main').getByText(TICKET_TEXT.pending)).toBeVisible();

    await page.getByRole('textbox', { name: TICKET_TEXT.reply }).fill(afterReopen);
    await page.getByRole('button', { name: TICKET_TEXT.send }).click();
    await expect(message(page, afterReopen).getByText(TICKET_TEXT.you)).toBeVisible();
    await expect(conversationMessages(page)).toHaveCount(4);
    await expect(conversationMessages(page).filter({ hasText: 'sent around the closed page' })).toHaveCount(0);
  });
});

plain(
  'a ticket id that is not a uuid is the shell 404; one that is not yours is not found in the page',
  async ({ page, request }) => {
    const { demoEmail, demoPassword, staffEmail, staffPassword } = e2eEnv();
    // A real ticket of another account (the staff member opens one for themself, as any account may).
    const staffToken = await signInByApi(request, { email: staffEmail, password: staffPassword });
    const foreign = await expectJson<{ result: { id: string } }>(
      await request.post('/api/v2/user/tickets-v2/', {
        headers: bearer(staffToken),
        data: { title: 'Somebody else’s ticket', content: 'Not for the demo customer' },
      }),
    );

    await page.goto('/auth/sign-in');
    await submitSignIn(page, { email: demoEmail, password: demoPassword });
    await plain.expect(page).toHaveURL(/\/user\/dashboard$/);

    await page.goto('/user/tickets/view/not-a-uuid');
    await plain
      .expect(page.getByRole('heading', { name: 'Page Not Found: /user/tickets/view/not-a-uuid' }))
      .toBeVisible();

    for (const id of [randomUUID(), foreign.result.id]) {
      await page.goto(`/user/tickets/view/${id}`);
      const main = page.getByRole('main');
      await plain.expect(main.getByRole('heading', { level: 1, name: TICKET_TEXT.notFound })).toBeVisible();
      await plain.expect(main.getByText('Somebody else’s ticket')).toHaveCount(0);
      await plain.expect(page.getByRole('navigation').first()).toBeVisible();
    }
  },
);
