// The mocked answers the page tests use are valid answers of the contract.
import { staffCdKeyList, staffNodeList } from '@portal/shared/contract';
import {
  adminAnnouncementsList,
  adminAuditList,
  adminAuditRulesList,
  adminOrdersList,
  adminOverview,
  adminPlansList,
  adminTicketsInbox,
  adminUserDetail,
  adminUserDevices,
  adminUsersList,
} from '@portal/shared/contract/admin';
import { adminRemotesList } from '@portal/shared/contract/remote-registry';
import {
  CURRENCY,
  announcement,
  auditEntry,
  auditRule,
  cdKey,
  devices,
  inboxTicket,
  moneyPage,
  node,
  ok,
  order,
  overview,
  page,
  plan,
  remoteSummary,
  userDetail,
  userRow,
} from '../test-utils/fixtures';

describe('test fixtures', () => {
  it('match the contract', () => {
    const answers: [{ response: { parse(value: unknown): unknown } }, unknown][] = [
      [adminOverview, ok(overview())],
      [adminUsersList, moneyPage([userRow(), userRow({ id: 43, role: 'admin', is_ban: true, ban_reason: 'Spam' })])],
      [adminUserDetail, ok(userDetail())],
      [adminUserDevices, ok(devices())],
      [adminPlansList, ok({ currency: CURRENCY, plans: [plan(), plan({ id: 2, shop_type: 'additional_package' })] })],
      [adminAuditRulesList, ok({ rules: [auditRule()] })],
      [staffNodeList, { is_success: true, message: 'ok', result_list: [node()] }],
      [adminOrdersList, page([order(), order({ status: 'paid', needs_review: true })])],
      [staffCdKeyList, ok({ currency: CURRENCY, total_count: 1, records: [cdKey()] })],
      [adminTicketsInbox, page([inboxTicket()])],
      [adminAnnouncementsList, page([announcement()])],
      [adminRemotesList, ok({ shell: { version: '0.1.0', built_with: {} }, remotes: [remoteSummary()] })],
      [adminAuditList, page([auditEntry()])],
    ];
    for (const [operation, answer] of answers) expect(() => operation.response.parse(answer)).not.toThrow();
    expect(() => adminUsersList.response.parse(moneyPage([userRow({ balance: '1.5e3' })]))).toThrow();
  });
});
