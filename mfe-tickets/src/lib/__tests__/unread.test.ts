import { hasUnreadStaffReply, lastActivityAt, latestStaffMessageAt, markSeen, readSeen } from '../unread';
import { message, ticket } from '../../test-utils/fixtures';
import { CUSTOMER_ID } from '../../test-utils/render-route';

beforeEach(() => window.localStorage.clear());

describe('unread marker', () => {
  const staffReply = message({ from: 'staff', created_at: '2026-03-02T08:00:00.000Z' });
  const customerReply = message({ from: 'customer', created_at: '2026-03-03T08:00:00.000Z' });

  it('is off when only the customer wrote', () => {
    const own = ticket({ message_data: [customerReply] });
    expect(latestStaffMessageAt(own, CUSTOMER_ID)).toBeNull();
    expect(hasUnreadStaffReply(own, CUSTOMER_ID, {})).toBe(false);
  });

  it('is off when the list carries no messages at all', () => {
    expect(hasUnreadStaffReply(ticket({ message_data: undefined }), CUSTOMER_ID, {})).toBe(false);
  });

  it('is on for a staff reply the customer has never looked at', () => {
    expect(hasUnreadStaffReply(ticket({ message_data: [staffReply, customerReply] }), CUSTOMER_ID, {})).toBe(true);
  });

  it('goes off once the customer has seen the reply, and on again for a newer one', () => {
    const replied = ticket({ message_data: [staffReply] });
    markSeen(CUSTOMER_ID, replied.id, staffReply.created_at);
    expect(hasUnreadStaffReply(replied, CUSTOMER_ID, readSeen(CUSTOMER_ID))).toBe(false);

    const later = message({ from: 'staff', created_at: '2026-03-04T08:00:00.000Z' });
    const again = { ...replied, message_data: [staffReply, later] };
    expect(hasUnreadStaffReply(again, CUSTOMER_ID, readSeen(CUSTOMER_ID))).toBe(true);
  });

  it('never moves last-seen backwards and keeps customers apart', () => {
    markSeen(CUSTOMER_ID, 't1', '2026-03-05T00:00:00.000Z');
    markSeen(CUSTOMER_ID, 't1', '2026-03-01T00:00:00.000Z');
    expect(readSeen(CUSTOMER_ID)).toEqual({ t1: '2026-03-05T00:00:00.000Z' });
    expect(readSeen(CUSTOMER_ID + 1)).toEqual({});
  });

  it('treats unreadable storage as nothing seen', () => {
    window.localStorage.setItem(`portal_tickets_seen:${CUSTOMER_ID}`, '{not json');
    expect(readSeen(CUSTOMER_ID)).toEqual({});
    window.localStorage.setItem(
      `portal_tickets_seen:${CUSTOMER_ID}`,
      JSON.stringify({ a: 5, b: '2026-03-01T00:00:00.000Z' }),
    );
    expect(readSeen(CUSTOMER_ID)).toEqual({ b: '2026-03-01T00:00:00.000Z' });
  });

  it('dates a ticket by its newest activity', () => {
    const active = ticket({ updated_at: '2026-03-02T00:00:00.000Z', message_data: [customerReply] });
    expect(lastActivityAt(active)).toBe(customerReply.created_at);
  });
});
