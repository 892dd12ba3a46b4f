// The mocked answers the page tests use are valid answers of the contract, so the pages are
// tested against what the real API may send.
import {
  servicesNodes,
  servicesLinkToken,
  servicesOldBills,
  servicesOldCheckinStatus,
  servicesSubscribeFetchLog,
  shopOldList,
  userAnnouncements,
  userDashboard,
} from '@portal/shared/contract';
import {
  announcement,
  bill,
  checkinStatus,
  dashboard,
  fetchLog,
  linkToken,
  node,
  nodes,
  ok,
  shopItem,
} from '../test-utils/fixtures';

describe('test fixtures', () => {
  it('match the contract', () => {
    expect(() => userDashboard.response.parse(dashboard())).not.toThrow();
    expect(() => userDashboard.response.parse(dashboard({ old_service_info: null }))).not.toThrow();
    expect(() => servicesLinkToken.response.parse(linkToken())).not.toThrow();
    expect(() => servicesOldCheckinStatus.response.parse(checkinStatus())).not.toThrow();
    expect(() => userAnnouncements.response.parse(announcement())).not.toThrow();
    expect(() => servicesNodes.response.parse(nodes([node(), node({ node_id: 2, is_premium: true })]))).not.toThrow();
    expect(() => servicesOldBills.response.parse(ok({ total_count: 1, bills: [bill()] }))).not.toThrow();
    expect(() => shopOldList.response.parse(ok({ products: [shopItem()] }))).not.toThrow();
    expect(() => servicesSubscribeFetchLog.response.parse(fetchLog(3))).not.toThrow();
    expect(() =>
      servicesOldCheckinStatus.response.parse(checkinStatus({ is_enabled: false, last_reward_bytes: 1 })),
    ).not.toThrow();
    expect(() => userDashboard.response.parse(ok({ user_id: 'x' }))).toThrow();
  });
});
