// A customer's subscription devices in the console: staff (support too) see them with the plan's limit;
// an administrator removes one, which frees its place at once (the next new device is admitted) and
// writes its audit row in the same transaction; unknown customers and devices are 404 in the envelope.
// (console-roles.test.ts checks the roles of both calls with every other console call.)
import { quickAccount, type WalletAccount } from '../../../test-support/wallet-fixtures';
import { auditRows, callAs, consoleCast, resultOf, type ConsoleCast } from '../../../test-support/console-fixtures';
import { addNode, setService } from '../../../test-support/service-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let cast: ConsoleCast;
let kim: WalletAccount;
let lee: WalletAccount;
let kimLink: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await consoleCast(t);
  kim = await quickAccount(t, 'kim@devices.example');
  lee = await quickAccount(t, 'lee@devices.example');
  await addNode(t.database.db, { name: 'Osaka', protocol: 'trojan' });
  kimLink = (await setService(t.database.db, kim.id, { onlineIpLimit: 2 })).linkToken;
});
afterAll(() => t.close());

interface Devices {
  device_limit: number | null;
  active_count: number;
  hwid_required: boolean;
  devices: { id: number; state: string; model: string | null; os: string | null; app: string | null }[];
}

const devicesOf = (userId: number) => `/api/v2/admin_api/users/${userId}/devices`;

/** A fetch of Kim's subscription from the device `hwid`: whether it got the node. */
async function fetchFrom(hwid: string, model = 'Pixel 8'): Promise<boolean> {
  const res = await t.app.inject({
    url: `/link/${kimLink}?target=clash`,
    headers: { 'user-agent': 'Happ/1.6.2', 'x-hwid': hwid, 'x-device-model': model, 'x-device-os': 'Android' },
    remoteAddress: '8.8.8.8',
  });
  expect(res.statusCode).toBe(200);
  return res.body.includes('Osaka');
}

it('shows staff the devices with the plan’s limit and how many are active', async () => {
  expect(await fetchFrom('kim-phone', 'Pixel 8')).toBe(true);
  expect(await fetchFrom('kim-tablet', 'Tab S9')).toBe(true);
  expect(await fetchFrom('kim-friend', 'Galaxy A55')).toBe(false);
  const seen = resultOf<Devices>(await callAs(t, cast.support, 'GET', devicesOf(kim.id)));
  expect(seen).toMatchObject({ device_limit: 2, active_count: 2, hwid_required: false });
  expect(seen.devices.map((device) => [device.model, device.state])).toEqual([
    ['Pixel 8', 'active'],
    ['Tab S9', 'active'],
    ['Galaxy A55', 'refused'],
  ]);
  expect(seen.devices[0]).toMatchObject({ os: 'Android', app: 'Happ 1.6.2' });
  // The same answer the customer reads on their own devices page.
  expect(resultOf(await callAs(t, kim, 'GET', '/api/v2/user/devices'))).toEqual(seen);
  expect(resultOf<Devices>(await callAs(t, cast.admin, 'GET', devicesOf(lee.id)))).toMatchObject({
    active_count: 0,
    devices: [],
  });
});

it('lets support staff read but not remove', async () => {
  const [phone] = resultOf<Devices>(await callAs(t, cast.support, 'GET', devicesOf(kim.id))).devices;
  const res = await callAs(t, cast.support, 'DELETE', `${devicesOf(kim.id)}/${phone!.id}`);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ is_success: false, code: 'forbidden' });
  expect(resultOf<Devices>(await callAs(t, cast.admin, 'GET', devicesOf(kim.id))).active_count).toBe(2);
  expect(await auditRows(t, 'device_remove')).toEqual([]);
});

it('frees the place of a device an admin removes, with its audit row; the next device is admitted', async () => {
  const [phone] = resultOf<Devices>(await callAs(t, cast.admin, 'GET', devicesOf(kim.id))).devices;
  const res = await callAs(t, cast.admin, 'DELETE', `${devicesOf(kim.id)}/${phone!.id}`);
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toMatch(/its place is free/);
  const after = (res.json() as { result: Devices }).result;
  expect(after.active_count).toBe(1);
  expect(after.devices.find((device) => device.id === phone!.id)?.state).toBe('removed');
  const [row] = await auditRows(t, 'device_remove');
  expect(row).toMatchObject({
    actorUserId: cast.admin.id,
    targetType: 'device',
    targetId: String(phone!.id),
    targetUserId: kim.id,
    before: { state: 'active' },
    after: { state: 'removed' },
    detail: { model: 'Pixel 8', os: 'Android', app: 'Happ 1.6.2' },
  });
  // The refused device takes the free place at its next fetch; the removed one stays refused.
  expect(await fetchFrom('kim-friend', 'Galaxy A55')).toBe(true);
  expect(await fetchFrom('kim-phone')).toBe(false);
});

it('forgets a removed device, which may then take a place again', async () => {
  const { devices } = resultOf<Devices>(await callAs(t, cast.admin, 'GET', devicesOf(kim.id)));
  const removed = devices.find((device) => device.state === 'removed')!;
  const res = await callAs(t, cast.admin, 'DELETE', `${devicesOf(kim.id)}/${removed.id}`);
  expect(res.json().message).toMatch(/forgotten/);
  expect((res.json() as { result: Devices }).result.devices.map((device) => device.id)).not.toContain(removed.id);
  expect(await auditRows(t, 'device_forget')).toMatchObject([
    { targetId: String(removed.id), targetUserId: kim.id, before: { state: 'removed' }, after: { state: null } },
  ]);
});

it('answers 404 in the envelope for an unknown customer or device, or another customer’s device', async () => {
  const [kims] = resultOf<Devices>(await callAs(t, cast.admin, 'GET', devicesOf(kim.id))).devices;
  const calls: [string, string, RegExp][] = [
    ['GET', devicesOf(999_999), /No customer with the id 999999/],
    ['DELETE', `${devicesOf(999_999)}/${kims!.id}`, /No customer/],
    ['DELETE', `${devicesOf(kim.id)}/999999`, /has no device/],
    ['DELETE', `${devicesOf(lee.id)}/${kims!.id}`, /has no device/],
  ];
  for (const [method, url, message] of calls) {
    const res = await callAs(t, cast.admin, method as 'GET' | 'DELETE', url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ is_success: false, code: 'not_found', message: expect.stringMatching(message) });
  }
  expect(resultOf<Devices>(await callAs(t, cast.admin, 'GET', devicesOf(kim.id))).active_count).toBe(2);
  expect((await auditRows(t, 'device_remove')).length + (await auditRows(t, 'device_forget')).length).toBe(2);
});
