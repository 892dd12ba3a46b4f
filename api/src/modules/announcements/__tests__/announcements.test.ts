// Announcements: admins post Markdown (text/plain), customers read every announcement newest first with
// its read state; the HTML stored and served is sanitised; customers and low admins get 403 on the admin API.
import { adminAuditLog } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer, staffMember } from '../../../test-support/ticket-flows';

const ADMIN = '/api/v2/admin_api';
const LIST = '/api/v2/user/system/announcements/list';
const HOSTILE = [
  '# Maintenance',
  '',
  'Nodes restart **tonight**. <script>alert("x")</script>',
  '',
  '<img src="https://example.net/a.png" onerror="alert(1)"> [click](javascript:alert(2)) <a href="javascript:alert(3)">me</a>',
  '',
  'Read the [docs](https://example.com/docs).',
  '',
  '<iframe src="https://evil.example"></iframe><p style="color:red" onclick="x()">styled</p>',
].join('\n');

let t: TestApp;
let admin: Account;
let lowAdmin: Account;
let ann: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffMember(t, 'admin@example.com', 'admin');
  lowAdmin = await staffMember(t, 'support@example.com', 'low_admin');
  ann = await customer(t, 'ann@example.com');
});
afterAll(() => t.close());

const post = (who: Account, annType: string, markdown: string) =>
  t.app.inject({
    method: 'POST',
    url: `${ADMIN}/announcement?ann_type=${annType}`,
    headers: { ...who.headers, 'content-type': 'text/plain; charset=utf-8' },
    payload: markdown,
  });

describe('the admin API', () => {
  it('is for administrators only: 403 for customers and low admins, 401 without a token', async () => {
    for (const who of [ann, lowAdmin]) {
      const res = await post(who, 'index_ann', 'hi');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        is_success: false,
        code: 'forbidden',
        message: expect.stringContaining('administrators'),
      });
      for (const path of ['announcement', 'announcement_html', 'announcement_markdown']) {
        expect(
          (await t.app.inject({ url: `${ADMIN}/${path}?ann_type=index_ann`, headers: who.headers })).statusCode,
        ).toBe(403);
      }
    }
    expect((await t.app.inject({ url: `${ADMIN}/announcement?ann_type=index_ann` })).statusCode).toBe(401);
  });

  it('stores the Markdown and serves HTML with scripts, handlers and javascript: links removed', async () => {
    expect(
      (await t.app.inject({ url: `${ADMIN}/announcement?ann_type=index_ann`, headers: admin.headers })).statusCode,
    ).toBe(404);
    const res = await post(admin, 'index_ann', HOSTILE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_success: true, message: 'The announcement was posted', result: { success: true } });

    const full = (
      await t.app.inject({ url: `${ADMIN}/announcement?ann_type=index_ann`, headers: admin.headers })
    ).json();
    expect(full.result).toMatchObject({ function_name: 'index_ann', markdown_text: HOSTILE });
    const html: string = full.result.html_text;
    expect(html).toContain('<strong>tonight</strong>');
    expect(html).toContain(
      '<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer nofollow">docs</a>',
    );
    expect(html).toContain('<img src="https://example.net/a.png" />');
    for (const inert of ['<script', 'alert("x")', 'onerror', 'onclick', 'javascript:', '<iframe', 'style=']) {
      expect(html).not.toContain(inert);
    }
    const htmlOnly = (
      await t.app.inject({ url: `${ADMIN}/announcement_html?ann_type=index_ann`, headers: admin.headers })
    ).json();
    expect(htmlOnly.result).toEqual({ ann_type: 'index_ann', html_text: html, updated_at: expect.any(String) });
    const markdown = await t.app.inject({
      url: `${ADMIN}/announcement_markdown?ann_type=index_ann`,
      headers: admin.headers,
    });
    expect(markdown.headers['content-type']).toMatch(/^text\/plain/);
    expect(markdown.body).toBe(HOSTILE);
    // Customers get the same clean HTML on the dashboard.
    const dashboard = await t.app.inject({
      url: '/api/v2/user/system/announcements?ann_type=index_ann',
      headers: ann.headers,
    });
    expect(dashboard.json().result.content).toBe(html);
    // Audited.
    const audit = await t.database.db.select().from(adminAuditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        action: 'announcement_update',
        targetType: 'announcement',
        after: expect.objectContaining({ ann_type: 'index_ann' }),
      }),
    ]);
  });

  it('refuses an unknown type, a JSON body and a text over 100 000 characters', async () => {
    expect((await post(admin, 'nope', 'x')).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/announcement?ann_type=index_ann`,
      headers: admin.headers,
      payload: { text: 'x' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect((await post(admin, 'index_ann', 'x'.repeat(100_001))).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('what customers read', () => {
  it('lists every announcement newest first, by type, with unread ones marked until read', async () => {
    await post(admin, 'pop_up_ann', 'Pop-up: **new plans**');
    await post(admin, 'index_ann', 'Second home notice');
    const res = await t.app.inject({ url: LIST, headers: ann.headers });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.total_count).toBe(3);
    expect(result.unread_count).toBe(3);
    expect(result.announcements.map((a: { markdown_text: string }) => a.markdown_text)).toEqual([
      'Second home notice',
      'Pop-up: **new plans**',
      HOSTILE,
    ]);
    expect(result.announcements.every((a: { is_read: boolean }) => !a.is_read)).toBe(true);

    const popUps = (await t.app.inject({ url: `${LIST}?ann_type=pop_up_ann`, headers: ann.headers })).json().result;
    expect(popUps.total_count).toBe(1);
    expect(popUps.announcements[0]).toMatchObject({ ann_type: 'pop_up_ann', is_read: false });

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/system/announcements/read',
      headers: ann.headers,
      payload: { announcement_ids: [popUps.announcements[0].id, 999_999] },
    });
    expect(read.statusCode).toBe(200);
    const after = (await t.app.inject({ url: LIST, headers: ann.headers })).json().result;
    expect(after.unread_count).toBe(2);
    expect(after.announcements[1]).toMatchObject({ ann_type: 'pop_up_ann', is_read: true });
    // Read state is per customer.
    const other = await customer(t, 'bob@example.com');
    expect((await t.app.inject({ url: LIST, headers: other.headers })).json().result.unread_count).toBe(3);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/user/system/announcements/read',
          headers: ann.headers,
          payload: { announcement_ids: [] },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('an empty post clears the current announcement of a type; the list keeps what was published', async () => {
    expect((await post(admin, 'pop_up_ann', '')).json().message).toBe('The announcement was cleared');
    const current = await t.app.inject({
      url: '/api/v2/user/system/announcements?ann_type=pop_up_ann',
      headers: ann.headers,
    });
    expect(current.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${ADMIN}/announcement_markdown?ann_type=pop_up_ann`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    const list = (await t.app.inject({ url: LIST, headers: ann.headers })).json().result;
    expect(list.total_count).toBe(3);
  });
});
