// Journey of the services slice (issue 3): the demo customer signs in, sees traffic and the subscription
// link, copies it, fetches it as Clash (by query and by User-Agent) and as sing-box, resets it (the old
// link is a 404 at once, the new one works), sees those fetches listed, the traffic chart drawn and the
// node filter at work. Resetting the demo link token is safe here: no other journey uses the demo
// account's link (they only sign in with it).
import { test, expect } from '@playwright/test';
import { e2eEnv } from './support/env';
import { e2eNode, nodeCall } from './support/node-api';
import { accessToken, submitSignIn } from './support/portal';
import {
  SERVICES_TEXT,
  USER_AGENTS,
  clashProxyNames,
  expectSubscriptionUserinfo,
  fetchSubscription,
  nodesByApi,
  singboxProxyNames,
  sorted,
  withTarget,
  type ApiNode,
} from './support/services';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('dashboard, subscription link as Clash and sing-box, link reset, fetch log, chart and node filter', async ({
  page,
  request,
}) => {
  const { demoEmail, demoPassword } = e2eEnv();
  const main = page.getByRole('main');

  const copiedLink = await test.step('sign in: the dashboard shows traffic and the subscription link', async () => {
    await page.goto('/auth/sign-in');
    await submitSignIn(page, { email: demoEmail, password: demoPassword });
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(main.getByRole('heading', { level: 1, name: SERVICES_TEXT.dashboardHeading })).toBeVisible();

    // Used / total, as the bar announces it and as the text beside it shows.
    const meter = main.getByRole('meter', { name: SERVICES_TEXT.traffic });
    await expect(meter).toHaveAttribute('aria-valuetext', /^(\d.* of \d.*|已用 \d.* \/ 共 \d.*)$/);
    const usedOfTotal = (await meter.getAttribute('aria-valuetext')) ?? '';
    await expect(main.getByText(usedOfTotal, { exact: true })).toBeVisible();
    expect(usedOfTotal, 'the demo plan has a non-zero total').not.toMatch(/(of|共) 0 B$/);

    const shown = main.getByTestId('subscription-link');
    // The universal link: no format in it, each app gets its own from its User-Agent.
    await expect(shown).toHaveText(/^https?:\/\/\S+\/link\/[\w-]+$/);
    await main.getByRole('button', { name: SERVICES_TEXT.copyLink }).click();
    await expect(page.getByText(SERVICES_TEXT.copied).first()).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await shown.textContent());
    return clipboard;
  });

  const nodes: ApiNode[] = await nodesByApi(request, (await accessToken(page)) ?? '');
  const nodeNames = sorted(nodes.map((node) => node.node_name));
  expect(nodeNames.length, 'the demo account has at least five nodes').toBeGreaterThanOrEqual(5);

  await test.step('fetched as Clash (by query and by User-Agent) and as sing-box, it lists the demo nodes', async () => {
    const byQuery = await fetchSubscription(request, withTarget(copiedLink, 'clash'), USER_AGENTS.script);
    expect(sorted(await clashProxyNames(byQuery))).toEqual(nodeNames);
    expectSubscriptionUserinfo(byQuery);

    // No format asked for: the Clash Verge User-Agent alone makes it YAML.
    const byUserAgent = await fetchSubscription(request, withTarget(copiedLink, null), USER_AGENTS.clashVerge);
    expect(sorted(await clashProxyNames(byUserAgent))).toEqual(nodeNames);
    expectSubscriptionUserinfo(byUserAgent);

    const singbox = await fetchSubscription(request, withTarget(copiedLink, 'singbox'), USER_AGENTS.script);
    expect(sorted(await singboxProxyNames(singbox))).toEqual(nodeNames);
    expectSubscriptionUserinfo(singbox);
  });

  const newLink = await test.step('a confirmed reset shows a new link; the old one is a 404 at once', async () => {
    await page.goto('/user/connection-reset');
    await expect(main.getByRole('heading', { level: 1, name: SERVICES_TEXT.resetHeading })).toBeVisible();
    await expect(main.getByTestId('current-link')).toHaveText(copiedLink);

    await main.getByRole('button', { name: SERVICES_TEXT.resetLink }).click();
    const dialog = page.getByRole('dialog', { name: SERVICES_TEXT.resetLinkDialog });
    await dialog.getByRole('button', { name: SERVICES_TEXT.resetLink }).click();
    await expect(dialog).toBeHidden();

    const fresh = main
      .getByRole('status')
      .filter({ has: page.getByText(SERVICES_TEXT.newLink) })
      .getByTestId('current-link');
    await expect(fresh).toHaveText(/\/link\/[\w-]+$/);
    const link = (await fresh.textContent()) ?? '';
    expect(link).not.toBe(copiedLink);

    for (const target of ['clash', null] as const) {
      const old = await fetchSubscription(request, withTarget(copiedLink, target), USER_AGENTS.clashVerge);
      expect(old.status(), `old link ${old.url()}`).toBe(404);
      expect(await old.text()).not.toContain(nodes[0]?.node_name ?? '');
    }
    const current = await fetchSubscription(request, withTarget(link, null), USER_AGENTS.clashVerge);
    expect(sorted(await clashProxyNames(current))).toEqual(nodeNames);
    return link;
  });

  await test.step('the page lists the fetches just made, with client and IP', async () => {
    await page.reload();
    await expect(main.getByTestId('current-link')).toHaveText(newLink);
    const log = main.getByRole('region', { name: SERVICES_TEXT.fetchLog });
    const ours = log.getByTestId('fetch-row').filter({ hasText: '127.0.0.1' });
    // Four served fetches (Clash by query, Clash by User-Agent, sing-box, the new link); the 404s are not logged.
    await expect(ours).toHaveCount(4);
    await expect(ours.filter({ hasText: 'Mihomo' })).toHaveCount(2);
    await expect(ours.filter({ hasText: 'sing-box JSON' })).toHaveCount(1);
    await expect(ours.filter({ hasText: 'Clash YAML' })).toHaveCount(3);
  });

  await test.step('the traffic chart draws with data', async () => {
    await page.goto('/user/subscribe-log-chart');
    await expect(main.getByRole('heading', { level: 1, name: SERVICES_TEXT.chartHeading })).toBeVisible();
    const charts = main.getByTestId('echart');
    await expect(charts.first()).toBeVisible();
    // The svg renderer: whatever a chart draws (series, axes, sectors) is paths inside its box. Every
    // chart has drawn; the area chart's many points show it drew the hourly series.
    await expect.poll(() => charts.count()).toBeGreaterThanOrEqual(2);
    for (const chart of await charts.all()) {
      await expect.poll(() => chart.locator('svg path').count()).toBeGreaterThan(0);
    }
    await expect.poll(() => charts.first().locator('svg path').count()).toBeGreaterThan(10);
    await expect(main.getByText(/^([1-9]\d* hours? shown|显示 [1-9]\d* 小时)/)).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
  });

  await test.step('the status filter changes the node list and the URL', async () => {
    // Liveness moves with the clock: a node is offline five minutes after its last call, and this run has
    // no simulated fleet, so the seeded demo nodes go offline while the suite runs. What is certain for
    // this step: the operator's node is online (it calls now), and a node that was offline when the test
    // began stays offline (nothing calls as it). The rest may change sides; each page must still agree.
    const operatorsNode = e2eNode();
    expect(await nodeCall(request, operatorsNode, 'GET', 'func/ping', { withNodeId: false })).toBe('pong');
    const online = nodes.filter((node) => node.node_id === operatorsNode.id).map((node) => node.node_name);
    const offline = nodes
      .filter((node) => node.status !== 'online' && node.node_id !== operatorsNode.id)
      .map((node) => node.node_name);
    expect(online, 'the operator’s node is listed').toHaveLength(1);
    expect(offline.length, 'some demo nodes never reported (offline)').toBeGreaterThan(0);

    await page.goto('/user/nodes');
    await expect(main.getByRole('heading', { level: 1, name: SERVICES_TEXT.nodesHeading })).toBeVisible();
    const rows = main.getByRole('list', { name: SERVICES_TEXT.nodeList }).getByTestId('node-row');
    await expect(rows).toHaveCount(nodes.length);

    for (const [status, other, certain, never] of [
      ['offline', 'online', offline, online],
      ['online', 'offline', online, offline],
    ] as const) {
      await main.getByLabel(SERVICES_TEXT.statusFilter).selectOption(status);
      await expect(page).toHaveURL(new RegExp(`/user/nodes\\?status=${status}$`));
      await expect(rows.locator(`[data-status="${other}"]`)).toHaveCount(0);
      await expect(rows.first()).toBeVisible();
      expect(await rows.locator(`[data-status="${status}"]`).count()).toBe(await rows.count());
      const shown = await rows.getByRole('button', { name: /./ }).allTextContents();
      expect(shown).toEqual(expect.arrayContaining([...certain]));
      for (const name of never) expect(shown).not.toContain(name);
    }
  });
});
