// Contract-shaped answers of the tickets API for tests.
import { ApiError } from '@portal/shared';
import type { TicketMessage, TicketModel, TicketStatus } from '@portal/shared/contract';
import { CUSTOMER_ID } from '@portal/shared/test/render-route';

/** The staff member who answers in fixtures. */
const STAFF_ID = 1;

import { nextUuid as uuid } from '@portal/shared/test/ids';

/** A uuid unique within the test run. */
export function message(overrides: Partial<TicketMessage> & { from?: 'staff' | 'customer' } = {}): TicketMessage {
  const { from = 'customer', ...rest } = overrides;
  const at = rest.created_at ?? '2026-03-01T10:00:00.000Z';
  return {
    id: uuid(),
    created_at: at,
    updated_at: at,
    user_id: from === 'staff' ? STAFF_ID : CUSTOMER_ID,
    content: 'Hello',
    ...rest,
  };
}

export function ticket(overrides: Partial<TicketModel> = {}): TicketModel {
  return {
    id: uuid(),
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    title: 'VPN does not connect',
    content: 'It fails since **Monday**.',
    ticket_status: 'pending' as TicketStatus,
    message_data: [],
    has_unread_reply: false,
    last_staff_reply_at: null,
    ...overrides,
  };
}

export function listAnswer(tickets: TicketModel[], totalCount = tickets.length) {
  return { is_success: true, message: 'ok', result: { total_count: totalCount, tickets } };
}

export function conversationAnswer(value: TicketModel) {
  return { is_success: true, message: 'ok', result: { ...value, message_data: value.message_data ?? [] } };
}

export function httpError(status: number, message = 'Request failed'): ApiError {
  return new ApiError({ kind: 'http', status, message, serverMessage: true });
}

/** A promise you resolve later (to observe a pending state). */
export { deferred } from '@portal/shared/test/async';
