// Devices that fetch a subscription: registered from x-hwid (with what the app says of itself), capped by
// the plan's device limit (a device over it gets entries saying why, and the customer sees it refused),
// listed and removed by the customer (a removed device stays refused until forgotten), and, with
// SUBSCRIPTION_REQUIRE_HWID=1, apps that name no device get no nodes.
import { parse as parseYaml } from 'yaml';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer } from '../../../test-support/ticket-flows';
import { GIB, addNode, setService } from '../../../test-support/service-fixtures';
import type { ServiceRow } from '../../services/service-repo';
import { listCustomerDevices, removeCustomerDevice } from '../devices-repo';

let t: TestApp;
let alice: Account;
let bob: Account;
let service: ServiceRow;

beforeAll(async () => {
  t = await createTestApp();
  alice = await customer(t, 'alice@example.com');
  bob = await customer(t, 'bob@example.com');
  await addNode(t.database.db, { name: 'Tokyo', protocol: 'trojan' });
  service = await setService(t.database.db, alice.id, { level: 1, trafficTotal: 10 * GIB, onlineIpLimit: 2 });
});
afterAll(() => t.close());

const HAPP = {
  'user-agent': 'Happ/1.6.2',
  'x-device-os': 'iOS',
  'x-ver-os': '18.1',
  'x-device-model': 'iPhone15,2',
};

async function fetchAs(hwid: string | null, query = '?target=clash', ip = '8.8.8.8') {
  const res = await t.app.inject({
    url: `/link/${service.linkToken}${query}`,
    headers: hwid ? { ...HAPP, 'x-hwid': hwid } : { 'user-agent': 'clash-verge/v2.0' },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return (parseYaml(res.body) as { proxies: { name: string }[] }).proxies.map((proxy) => proxy.name);
}

async function devices(account = alice) {
  const res = await t.app.inject({ url: '/api/v2/user/devices', headers: account.headers });
  expect(res.statusCode).toBe(200);
  return res.json().result as {
    device_limit: number | null;
    active_count: number;
    hwid_required: boolean;
    devices: { id: number; state: string; model: string | null; app: string | null; refused_at: string | null }[];
  };
}

const remove = (id: number, account = alice) =>
  t.app.inject({ method: 'DELETE', url: `/api/v2/user/devices/${id}`, headers: account.headers });

describe('registering the devices that fetch', () => {
  it('registers a device from its headers and serves it the nodes', async () => {
    expect(await fetchAs('hwid-phone')).toEqual(['Tokyo']);
    const list = await devices();
    expect(list).toMatchObject({ device_limit: 2, active_count: 1, hwid_required: false });
    expect(list.devices).toEqual([
      {
        id: expect.any(Number),
        state: 'active',
        model: 'iPhone15,2',
        os: 'iOS',
        os_version: '18.1',
        app: 'Happ 1.6.2',
        first_fetch_at: expect.any(String),
        last_fetch_at: expect.any(String),
        last_ip: '8.8.8.8',
        last_country: 'US',
        refused_at: null,
      },
    ]);
  });

  it('refuses a device over the limit: its client shows why, and the customer sees it refused', async () => {
    expect(await fetchAs('hwid-laptop')).toEqual(['Tokyo']);
    expect(await fetchAs('hwid-friend')).toEqual([
      '设备数已达上限 2/2',
      'Device limit reached 2/2',
      '请在 localhost:8080/user/devices 管理设备',
      'Manage devices at localhost:8080/user/devices',
    ]);
    const list = await devices();
    expect(list.active_count).toBe(2);
    expect(list.devices.map((device) => device.state)).toEqual(['active', 'active', 'refused']);
    expect(list.devices[2]!.refused_at).toEqual(expect.any(String));
    // Known devices keep their place; a fetch without x-hwid is served as before.
    expect(await fetchAs('hwid-phone')).toEqual(['Tokyo']);
    expect(await fetchAs(null)).toEqual(['Tokyo']);
  });

  it('writes the reason in the customer’s chosen language', async () => {
    const settings = { expiry_email: true, expiry_telegram: true, traffic_email: true, traffic_telegram: true };
    await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/account/notifications',
      headers: alice.headers,
      payload: { ...settings, language: 'en' },
    });
    expect(await fetchAs('hwid-friend')).toEqual([
      'Device limit reached 2/2',
      'Manage devices at localhost:8080/user/devices',
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/account/notifications',
      headers: alice.headers,
      payload: { ...settings, language: null },
    });
  });
});

describe('removing devices', () => {
  it('frees the place of a removed device, which is refused from then on', async () => {
    const phone = (await devices()).devices.find((device) => device.model && device.state === 'active')!;
    const res = await remove(phone.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/removed/);
    expect(await fetchAs('hwid-phone', '?target=clash')).toEqual([
      '此设备已从您的账户移除',
      'This device was removed from the account',
      '请在 localhost:8080/user/devices 管理设备',
      'Manage devices at localhost:8080/user/devices',
    ]);
    // The refused friend now takes the free place.
    expect(await fetchAs('hwid-friend')).toEqual(['Tokyo']);
    expect((await devices()).devices.map((device) => device.state)).toEqual(['active', 'active', 'removed']);
  });

  it('forgets a removed device, which may then register again when there is room', async () => {
    const removed = (await devices()).devices.find((device) => device.state === 'removed')!;
    expect((await remove(removed.id)).json().message).toMatch(/forgotten/);
    expect((await fetchAs('hwid-phone'))[0]).toBe('设备数已达上限 2/2');
    expect((await devices()).devices.map((device) => device.state)).toEqual(['active', 'active', 'refused']);
  });

  it('touches only the customer’s own devices', async () => {
    const theirs = (await devices()).devices[0]!;
    expect((await remove(theirs.id, bob)).statusCode).toBe(404);
    expect((await remove(999_999)).statusCode).toBe(404);
    expect((await devices(bob)).devices).toEqual([]);
    expect((await devices()).devices[0]!.state).toBe('active');
  });

  it('lists and removes through the functions the operator console calls', async () => {
    const rows = await listCustomerDevices(t.database.db, alice.id);
    expect(rows.map((row) => row.hwid)).toEqual(['hwid-laptop', 'hwid-friend', 'hwid-phone']);
    expect(await removeCustomerDevice(t.database.db, bob.id, rows[0]!.id, new Date())).toBe('not_found');
    expect(await removeCustomerDevice(t.database.db, alice.id, rows[0]!.id, new Date())).toBe('removed');
    expect(await fetchAs('hwid-phone')).toEqual(['Tokyo']);
  });
});

describe('limits', () => {
  it('keeps the earliest devices when a new plan allows fewer', async () => {
    await setService(t.database.db, alice.id, { onlineIpLimit: 1 });
    // friend (earlier) keeps its place; phone (later) is refused at its next fetch.
    expect(await fetchAs('hwid-friend')).toEqual(['Tokyo']);
    expect((await fetchAs('hwid-phone'))[0]).toBe('设备数已达上限 1/1');
    await setService(t.database.db, alice.id, { onlineIpLimit: 2 });
  });

  it('admits one of two new devices racing for the last place', async () => {
    const carol = await customer(t, 'carol@example.com');
    const carolService = await setService(t.database.db, carol.id, { level: 1, onlineIpLimit: 1 });
    const fetch = (hwid: string) =>
      t.app.inject({ url: `/link/${carolService.linkToken}?target=clash`, headers: { ...HAPP, 'x-hwid': hwid } });
    const answers = await Promise.all([fetch('race-a'), fetch('race-b'), fetch('race-c')]);
    const served = answers.filter((res) => res.body.includes('Tokyo'));
    expect(served).toHaveLength(1);
    const states = (await listCustomerDevices(t.database.db, carol.id)).map((row) => row.state).sort();
    expect(states).toEqual(['active', 'refused', 'refused']);
  });

  it('with SUBSCRIPTION_REQUIRE_HWID=1, an app that names no device gets no nodes, only why', async () => {
    t.config.subscriptionRequireHwid = true;
    try {
      expect(await fetchAs(null)).toEqual([
        '此应用未提供设备标识',
        'This app does not identify the device',
        '请换用会发送设备标识的应用',
        'Use an app that sends a device ID',
      ]);
      expect((await devices()).hwid_required).toBe(true);
      expect(await fetchAs('hwid-friend')).toEqual(['Tokyo']);
    } finally {
      t.config.subscriptionRequireHwid = false;
    }
  });
});
