// Reference-shaped payloads parse; inputs a customer could get wrong are rejected.
import {
  accessTokenPayload,
  createTicketBody,
  nodeFuncPing,
  nodeRefusal,
  nodeNodeInfo,
  nodeUsers,
  operations,
  refreshTokenPayload,
  subscriptionLink,
  userDashboard,
  userTicketsList,
  walletIndex,
} from '../index';

const at = '2025-05-12T08:30:00Z';
const ticketId = '019a4fb2-ff91-778b-bb28-adccad5ca701';

describe('reference-shaped samples', () => {
  it('accepts the access token payload of reference/README.md', () => {
    const payload = {
      jti: '019a4fb2-ff91-778b-bb28-adccad5ca701',
      exp: 1762274922,
      iat: 1762273722,
      role: 'malio_postgrest_user',
      subject_access: {
        user_id: 18401,
        user_new_id: '017aa5e9-e8c0-7000-a001-9e828b5fa184',
        user_name: '测试用户',
        email: 'user@example.com',
      },
      token_type: 'access',
    };
    expect(accessTokenPayload.parse(payload)).toEqual(payload);
    expect(
      accessTokenPayload.safeParse({ ...payload, subject_access: { ...payload.subject_access, email: 'nope' } })
        .success,
    ).toBe(false);
  });

  it('accepts a refresh token payload and defaults is_remember_me', () => {
    const parsed = refreshTokenPayload.parse({
      jti: ticketId,
      exp: 1762274922,
      role: 'malio_postgrest_user',
      token_type: 'refresh',
      subject_refresh: { user_id: 18401, password_hash: '017aa5e9-e8c0-7000-a001-9e828b5fa184' },
    });
    expect(parsed.subject_refresh.is_remember_me).toBe(false);
  });

  it('accepts a TicketV2GetResultModel answer', () => {
    const answer = {
      is_success: true,
      message: 'ok',
      result: {
        total_count: 1,
        tickets: [
          {
            id: ticketId,
            created_at: at,
            updated_at: at,
            title: 'Cannot connect',
            content: 'Since this morning.',
            ticket_status: 'processing',
            message_data: [{ id: ticketId, created_at: at, updated_at: at, user_id: 18401, content: 'Any news?' }],
            has_unread_reply: true,
            last_staff_reply_at: at,
          },
        ],
      },
    };
    expect(userTicketsList.response.parse(answer)).toEqual(answer);
    const copy = () => JSON.parse(JSON.stringify(answer)) as typeof answer;
    const badStatus = copy();
    badStatus.result.tickets[0]!.ticket_status = 'open';
    expect(userTicketsList.response.safeParse(badStatus).success).toBe(false);
  });

  it('wants the unread state on every ticket: has_unread_reply required, last_staff_reply_at null before staff write', () => {
    const ticket = {
      id: ticketId,
      created_at: at,
      updated_at: at,
      title: 'Cannot connect',
      content: 'Since this morning.',
      ticket_status: 'pending',
      has_unread_reply: false,
      last_staff_reply_at: null,
    };
    const answer = (tickets: unknown[]) => ({
      is_success: true,
      message: 'ok',
      result: { total_count: tickets.length, tickets },
    });
    expect(userTicketsList.response.safeParse(answer([ticket])).success).toBe(true);
    const { has_unread_reply: _unread, ...withoutUnread } = ticket;
    expect(userTicketsList.response.safeParse(answer([withoutUnread])).success).toBe(false);
    const { last_staff_reply_at: _last, ...withoutLastReply } = ticket;
    expect(userTicketsList.response.safeParse(answer([withoutLastReply])).success).toBe(false);
    expect(userTicketsList.response.safeParse(answer([{ ...ticket, last_staff_reply_at: 'yesterday' }])).success).toBe(
      false,
    );
    expect(userTicketsList.response.safeParse(answer([{ ...ticket, has_unread_reply: 'yes' }])).success).toBe(false);
  });

  it('filters the customer list by one known status', () => {
    const query = userTicketsList.query;
    expect(query.parse({ page: '1', ticket_status: 'closed' })).toEqual({ page: 1, ticket_status: 'closed' });
    expect(query.parse({})).toEqual({});
    expect(query.safeParse({ ticket_status: 'open' }).success).toBe(false);
    expect(query.safeParse({ ticket_status: '' }).success).toBe(false);
  });

  it('accepts a dashboard answer with OldServiceInfo and money as a decimal string', () => {
    const answer = {
      is_success: true,
      message: '',
      result: {
        user_id: 18401,
        user_new_id: '017aa5e9-e8c0-7000-a001-9e828b5fa184',
        email: 'user@example.com',
        user_name: '测试用户',
        money_amount: '12.50',
        old_service_info: {
          user_level_text: 'VIP 1',
          traffic_log_token: 'abc',
          other_emby_uuid: ticketId,
          ss_passwd: 'secret',
          ss_uuid: ticketId,
          user_level_expire_in: at,
          user_account_expire_in: at,
          ss_upload_size: 1024,
          ss_download_size: 2048,
          ss_bandwidth_total_size: 10_737_418_240,
        },
      },
    };
    expect(userDashboard.response.parse(answer)).toEqual(answer);
    expect(
      walletIndex.response.safeParse({ is_success: true, message: '', result: { wallet_balance: 12.5 } }).success,
    ).toBe(false);
  });

  it('accepts node answers only as {ret: 1, data} with numbers as numbers', () => {
    const user = {
      id: 1,
      port: 20_001,
      passwd: 'secret',
      method: 'aes-128-gcm',
      obfs: 'plain',
      protocol: 'origin',
      obfs_param: '',
      protocol_param: '',
      is_multi_user: 0,
      forbidden_ip: '127.0.0.0/8,::1/128',
      forbidden_port: '',
      node_speedlimit: 0,
      node_iplimit: 3,
      node_connector: 3,
      alive_ip: 1,
      uuid: ticketId,
    };
    expect(nodeUsers.response.parse({ ret: 1, data: [user] }).data[0]).toEqual(user);
    expect(nodeUsers.response.safeParse({ ret: 1, data: [user], is_success: true }).success).toBe(false);
    expect(nodeUsers.response.safeParse({ ret: 1, data: [{ ...user, port: '443' }] }).success).toBe(false);
    expect(nodeFuncPing.response.parse({ ret: 1, data: 'pong' })).toEqual({ ret: 1, data: 'pong' });
    expect(nodeRefusal.safeParse({ ret: 0, data: 'Unknown node key' }).success).toBe(true);
  });

  it('takes reports with JSON numbers only, and both clients’ heartbeat bodies', () => {
    const traffic = operations.nodeUsersTraffic.body;
    expect(traffic.safeParse({ data: [{ u: 73_728, d: 74_028, user_id: 7 }] }).success).toBe(true);
    expect(traffic.safeParse({ data: [] }).success).toBe(true);
    expect(traffic.safeParse({ data: [{ u: '73728', d: 1, user_id: 7 }] }).success).toBe(false);
    expect(traffic.safeParse({ data: [{ u: 1, d: 1, user_id: '7' }] }).success).toBe(false);
    expect(traffic.safeParse({ data: [{ u: -1, d: 1, user_id: 7 }] }).success).toBe(false);
    const load = operations.nodeNodeInfoReport.body;
    expect(load.safeParse({ uptime: '1003.81', load: '0.24 0.68 0.56\n' }).success).toBe(true);
    expect(load.safeParse({ uptime: '86400', load: '0.37 0.52 0.40' }).success).toBe(true);
    expect(load.safeParse({ uptime: 'soon', load: '' }).success).toBe(false);
    const alive = operations.nodeUsersAliveIp.body;
    expect(alive.safeParse({ data: [{ ip: '203.0.113.9', user_id: 7 }] }).success).toBe(true);
    expect(alive.safeParse({ data: [{ ip: 'not-an-ip', user_id: 7 }] }).success).toBe(false);
  });

  it('accepts node settings whose custom_config holds strings and the two boolean flags', () => {
    const settings = {
      node_group: 0,
      node_class: 1,
      node_speedlimit: 0,
      traffic_rate: 1,
      mu_only: 0,
      sort: 11,
      server: 'hk1.example.com',
      type: 'vmess',
      version: '2025.1',
      custom_config: { offset_port_node: '443', network: 'tcp', verify_cert: true, enable_reality: false },
    };
    expect(nodeNodeInfo.response.safeParse({ ret: 1, data: settings }).success).toBe(true);
    const numeric = { ...settings, custom_config: { offset_port_node: 443 } };
    expect(nodeNodeInfo.response.safeParse({ ret: 1, data: numeric }).success).toBe(false);
  });

  it('tells integration answers apart by sql_table', () => {
    const user = {
      user_id: 1,
      user_name: 'a',
      is_enable: true,
      user_level: 1,
      user_level_expire_in: at,
      other_emby_uuid: ticketId,
    };
    const emby = operations.embyFunction.response;
    expect(emby.safeParse({ is_success: true, message: '', result: { sql_table: 'link', user } }).success).toBe(true);
    expect(
      emby.safeParse({ is_success: true, message: '', result: { sql_table: 'version', version: '1' } }).success,
    ).toBe(true);
    expect(emby.safeParse({ is_success: true, message: '', result: { sql_table: 'version', user } }).success).toBe(
      false,
    );
    const casino = operations.casinoFunction.query;
    expect(
      casino.parse({ api_key: 'k', sql_table: 'user', sql_table_add_transfer_enable: '-1024', type_mode: 'add' }),
    ).toEqual({
      api_key: 'k',
      sql_table: 'user',
      sql_table_add_transfer_enable: -1024,
      type_mode: 'add',
    });
  });
});

describe('bad inputs', () => {
  it('limits ticket title and content', () => {
    expect(createTicketBody.safeParse({ title: 'x'.repeat(200), content: 'ok' }).success).toBe(true);
    expect(createTicketBody.safeParse({ title: 'x'.repeat(201), content: 'ok' }).success).toBe(false);
    expect(createTicketBody.safeParse({ title: '   ', content: 'ok' }).success).toBe(false);
    expect(createTicketBody.safeParse({ title: 'ok', content: 'x'.repeat(10_001) }).success).toBe(false);
  });

  it('limits paging: page ≥ 1, size 1–100, limit 1–1000, offset ≥ 0', () => {
    const page = operations.userTicketsList.query;
    expect(page.parse({ page: '2', size: '100' })).toEqual({ page: 2, size: 100 });
    expect(page.safeParse({ size: 101 }).success).toBe(false);
    expect(page.safeParse({ page: 0 }).success).toBe(false);
    const records = operations.walletRechargeRecords.query;
    expect(records.safeParse({ limit: 1001 }).success).toBe(false);
    expect(records.safeParse({ offset: -1 }).success).toBe(false);
    expect(records.safeParse({ limit: '2.5' }).success).toBe(false);
  });

  it('wants year_month as YYYY-MM', () => {
    const query = operations.servicesSubscribeLogCalendarPie.query;
    expect(query.safeParse({ year_month: '2025-12' }).success).toBe(true);
    expect(query.safeParse({ year_month: '2025-13' }).success).toBe(false);
    expect(query.safeParse({ year_month: '2025-1' }).success).toBe(false);
  });

  it('wants uuid ticket ids and positive whole-number node ids', () => {
    expect(operations.userTicketsMessages.params.safeParse({ ticket_id: ticketId }).success).toBe(true);
    expect(operations.userTicketsMessages.params.safeParse({ ticket_id: '42' }).success).toBe(false);
    expect(operations.servicesNodeDetail.params.parse({ node_id: '7' })).toEqual({ node_id: 7 });
    expect(operations.servicesNodeDetail.params.safeParse({ node_id: '0' }).success).toBe(false);
    expect(operations.servicesNodeDetail.params.safeParse({ node_id: 'abc' }).success).toBe(false);
  });

  it('rejects unknown enum values and reads query flags', () => {
    expect(operations.userAnnouncements.query.safeParse({ ann_type: 'banner' }).success).toBe(false);
    expect(operations.staffTicketReply.body.safeParse({ content: 'Fixed', status: 'done' }).success).toBe(false);
    expect(subscriptionLink.query.safeParse({ target: 'v2ray' }).success).toBe(false);
    expect(subscriptionLink.query.parse({ target: 'clash', clash: 'false' })).toEqual({
      target: 'clash',
      clash: false,
    });
    expect(operations.nodeUsers.query.parse({ is_auto_trigger: '1', node_id: '3' })).toEqual({
      is_auto_trigger: true,
      node_id: 3,
    });
  });

  it('rejects bad money, cd-keys and node reports', () => {
    expect(operations.walletRecharge.body.safeParse({ money_amount: '10.00' }).success).toBe(true);
    expect(operations.walletRecharge.body.safeParse({ money_amount: '0' }).success).toBe(false);
    expect(operations.walletRecharge.body.safeParse({ money_amount: '1.005' }).success).toBe(false);
    expect(operations.walletCdKeyRedeem.params.safeParse({ cd_key: 'bad key!' }).success).toBe(false);
    expect(operations.nodeUsersAliveIp.body.safeParse({ data: [{ user_id: 1, ip: '10.0.0.300' }] }).success).toBe(
      false,
    );
    expect(operations.nodeUsersTraffic.body.safeParse({ data: [{ user_id: 1, u: -5, d: 0 }] }).success).toBe(false);
  });

  it('accepts the subscription fetch log and the check-in additions', () => {
    const log = {
      is_success: true,
      message: 'OK',
      result: {
        total_count: 1,
        records: [
          {
            id: 3,
            fetched_at: at,
            ip: '203.0.113.9',
            user_agent: 'clash-verge/v2.2.3',
            client: 'mihomo',
            format: 'clash',
          },
        ],
      },
    };
    expect(operations.servicesSubscribeFetchLog.response.parse(log)).toEqual(log);
    const badClient = {
      ...log,
      result: { ...log.result, records: [{ ...log.result.records[0], client: 'netscape' }] },
    };
    expect(operations.servicesSubscribeFetchLog.response.safeParse(badClient).success).toBe(false);
    expect(operations.servicesSubscribeFetchLog.query.safeParse({ limit: '0' }).success).toBe(false);

    const checkin = {
      can_check_in: false,
      last_check_in_time: at,
      next_check_in_at: at,
      is_enabled: true,
      last_reward_bytes: 268_435_456,
    };
    expect(
      operations.servicesOldCheckinStatus.response.parse({ is_success: true, message: 'OK', result: checkin }).result,
    ).toEqual(checkin);
    // The additions are optional: an answer without them still parses.
    const bare = { can_check_in: true, last_check_in_time: null, next_check_in_at: null };
    expect(
      operations.servicesOldCheckinStatus.response.safeParse({ is_success: true, message: 'OK', result: bare }).success,
    ).toBe(true);
  });
});
