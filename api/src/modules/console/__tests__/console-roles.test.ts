// Every console call checks the role on the server: without a token 401, a customer 403, a low admin 403
// where the contract says "(admin)", and staff get through where it says "(staff)" — each refusal in the
// error envelope. Ids in the paths name nothing, so a call that gets through changes nothing (404/400).
import { adminOperations } from '@portal/shared/contract/admin';
import {
  adminReplaceUserEmail,
  staffCdKeyCreate,
  staffCdKeyList,
  staffNodeCreate,
  staffNodeDelete,
  staffNodeList,
  staffNodeRotateKey,
  staffNodeUpdate,
  staffTicketDetail,
  staffTicketList,
  staffTicketReply,
  type OperationDef,
} from '@portal/shared/contract';
import { adminRemotePublish, adminRemoteRollback, adminRemotesList } from '@portal/shared/contract/remote-registry';
import { callAs, consoleCast, type ConsoleCast } from '../../../test-support/console-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let cast: ConsoleCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await consoleCast(t);
});
afterAll(() => t.close());

/** The staff calls of the main contract the console uses, and the remote registry's. */
const REUSED: OperationDef[] = [
  staffNodeList,
  staffNodeCreate,
  staffNodeUpdate,
  staffNodeRotateKey,
  staffNodeDelete,
  staffTicketList,
  staffTicketDetail,
  staffTicketReply,
  staffCdKeyCreate,
  staffCdKeyList,
  adminReplaceUserEmail,
  adminRemotesList,
  adminRemotePublish,
  adminRemoteRollback,
];

const SAMPLE_PARAMS: Record<string, string> = {
  user_id: '999999',
  device_id: '999999',
  plan_id: '999999',
  rule_id: '999999',
  share_account_id: '999999',
  node_id: '999999',
  announcement_id: '999999',
  trade_no: 'NO-SUCH-ORDER',
  ticket_id: '0195a3e1-0000-7000-8000-000000000000',
  remote: 'mfe_tickets',
};

function urlOf(op: OperationDef): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
}

/** Who may call it, as its summary says: "(staff)" low admins and admins, "(admin)" admins only. */
function allowed(op: OperationDef): 'staff' | 'admin' {
  if (op.summary.endsWith('(staff)')) return 'staff';
  if (op.summary.endsWith('(admin)')) return 'admin';
  throw new Error(`${op.id}: its summary does not say who may call it`);
}

const operations = [...Object.values(adminOperations), ...REUSED];

describe.each(operations.map((op) => [op.id, op] as const))('%s', (_id, op) => {
  it('refuses a call without a token (401), a customer (403) and, for admin calls, a low admin (403)', async () => {
    const none = await callAs(t, null, op.method, urlOf(op));
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ is_success: false, code: 'unauthorized' });
    const customer = await callAs(t, cast.customer, op.method, urlOf(op));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ is_success: false, code: 'forbidden' });
    const support = await callAs(t, cast.support, op.method, urlOf(op));
    if (allowed(op) === 'admin') {
      expect(support.statusCode).toBe(403);
      expect(support.json()).toMatchObject({ is_success: false, code: 'forbidden' });
    } else {
      expect([401, 403]).not.toContain(support.statusCode);
    }
    const admin = await callAs(t, cast.admin, op.method, urlOf(op));
    expect([401, 403]).not.toContain(admin.statusCode);
    expect(admin.statusCode).toBeLessThan(500);
  });
});

it('publishes every console operation in the OpenAPI document, with who may call it', async () => {
  const doc = (await t.app.inject({ url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { operationId: string; summary: string; security?: unknown }>>;
  };
  for (const op of Object.values(adminOperations)) {
    const documented = doc.paths[op.path]?.[op.method.toLowerCase()];
    expect({ id: op.id, summary: documented?.summary, security: documented?.security }).toEqual({
      id: op.id,
      summary: op.summary,
      security: [{ bearerAuth: [] }],
    });
  }
});
