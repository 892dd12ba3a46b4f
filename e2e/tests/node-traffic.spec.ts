// Journey of the node API (issue 12): an operator's node (added with the CLI at setup) serves the demo
// customer, reports their traffic the way shadowsocks-mod posts it, and the customer's dashboard figures
// and traffic chart move by exactly that amount — the raw bytes on the chart, the bytes times the node's
// rate (1.5) on the dashboard, where the device it reported shows as online. The node's load shows on the
// nodes page, its uptime in the node's detail.
import { test, expect } from '@playwright/test';
import { e2eEnv } from './support/env';
import { accessToken, submitSignIn } from './support/portal';
import { SERVICES_TEXT } from './support/services';
import { awayFromTheHour, chartPointsByApi, dashboardByApi, e2eNode, nodeCall, shownBytes } from './support/node-api';

const MIB = 1024 ** 2;
const RATE = 1.5;
/** What the node reports for one minute of the demo customer's use: 12.3 MiB up, 345.6 MiB down (raw). */
const UP = Math.round(12.3 * MIB);
const DOWN = Math.round(345.6 * MIB);

test('a node reports the demo customer’s traffic; the dashboard and the chart move by that amount', async ({
  page,
  request,
}) => {
  const { demoEmail, demoPassword } = e2eEnv();
  const node = e2eNode();
  const main = page.getByRole('main');
  const today = main.getByText(/^(today|今日)$/i).locator('xpath=following-sibling::dd');

  const token = await test.step('the demo customer signs in and sees today’s traffic on the dashboard', async () => {
    await page.goto('/auth/sign-in');
    await submitSignIn(page, { email: demoEmail, password: demoPassword });
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(main.getByRole('heading', { level: 1, name: SERVICES_TEXT.dashboardHeading })).toBeVisible();
    return (await accessToken(page)) ?? '';
  });

  await awayFromTheHour();
  const before = await dashboardByApi(request, token);
  const chartBefore = await chartPointsByApi(request, token);
  await expect(today).toHaveText(shownBytes(before.old_service_info.ss_bandwidth_today_used_size));

  await test.step('the node answers ping and lists the demo customer with their own port', async () => {
    expect(await nodeCall(request, node, 'GET', 'func/ping', { withNodeId: false })).toBe('pong');
    const users = await nodeCall<{ id: number; port: number; method: string }[]>(request, node, 'GET', 'users');
    const demo = users.find((user) => user.id === before.user_id);
    expect(demo, 'the demo customer is served by the node').toBeDefined();
    expect(Number.isInteger(demo!.port)).toBe(true);
  });

  await test.step('the node posts its pass: traffic, load, devices, as shadowsocks-mod does', async () => {
    expect(
      await nodeCall(request, node, 'POST', 'users/traffic', {
        body: { data: [{ u: UP, d: DOWN, user_id: before.user_id }] },
      }),
    ).toBe('ok');
    expect(
      await nodeCall(request, node, 'POST', `nodes/${node.id}/info`, {
        body: { uptime: '86400.25', load: '0.42 0.30 0.20\n' },
      }),
    ).toBe('ok');
    expect(
      await nodeCall(request, node, 'POST', 'users/aliveip', {
        body: { data: [{ ip: '203.0.113.77', user_id: before.user_id }] },
      }),
    ).toBe('ok');
  });

  const charged = Math.floor(UP * RATE) + Math.floor(DOWN * RATE);

  await test.step('the dashboard’s figures moved by the bytes times the node’s rate', async () => {
    const after = await dashboardByApi(request, token);
    const used = (d: typeof after) => d.old_service_info.ss_upload_size + d.old_service_info.ss_download_size;
    expect(used(after) - used(before)).toBe(charged);
    expect(
      after.old_service_info.ss_bandwidth_today_used_size - before.old_service_info.ss_bandwidth_today_used_size,
    ).toBe(Math.floor((UP + DOWN) * RATE));
    await page.reload();
    await expect(today).toHaveText(shownBytes(after.old_service_info.ss_bandwidth_today_used_size));
    const meter = main.getByRole('meter', { name: SERVICES_TEXT.traffic });
    await expect(meter).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^${shownBytes(used(after)).replace('.', '\\.')} of `),
    );
    // The device the node saw the customer on is online now, on that node.
    const devices = main.getByRole('list', { name: SERVICES_TEXT.devicesOnline });
    await expect(devices.getByRole('listitem').filter({ hasText: '203.0.113.77' })).toContainText('E2E Osaka');
  });

  await test.step('the chart’s total moved by the raw bytes', async () => {
    const chartAfter = await chartPointsByApi(request, token);
    const total = (points: typeof chartAfter) => points.reduce((sum, point) => sum + point.total_traffic, 0);
    expect(chartAfter.at(-1)!.timestamp_ms).toBe(chartBefore.at(-1)!.timestamp_ms);
    expect(total(chartAfter) - total(chartBefore)).toBe(UP + DOWN);
    await page.goto('/user/subscribe-log-chart');
    await expect(main.getByRole('heading', { level: 1, name: SERVICES_TEXT.chartHeading })).toBeVisible();
    await expect(
      main.getByText(`${chartAfter.length} hours shown, ${shownBytes(total(chartAfter))} in total.`, { exact: true }),
    ).toBeVisible();
  });

  await test.step('the nodes page shows the node online with the load it reported', async () => {
    await page.goto('/user/nodes');
    const row = main.getByTestId('node-row').filter({ hasText: 'E2E Osaka' });
    await expect(row.locator('[data-status="online"]')).toBeVisible();
    await expect(row.getByText('42%', { exact: true })).toBeVisible();
    // Its detail says how long it has been up (the 86 400.25 s it reported).
    await main.getByRole('button', { name: 'E2E Osaka' }).click();
    await expect(page.getByRole('dialog').getByTestId('node-detail-uptime')).toHaveText(/^(1 d 0 h|1 天 0 小时)$/);
  });
});
