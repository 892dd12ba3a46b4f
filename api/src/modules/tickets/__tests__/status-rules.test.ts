import type { TicketStatus } from '@portal/shared/contract';
import { ApiError } from '../../../http/errors';
import { statusAfterCustomerEdit, statusAfterCustomerMessage, statusAfterStaffReply } from '../status-rules';

const ALL: TicketStatus[] = ['pending', 'processing', 'resolved', 'closed'];

describe('ticket status rules', () => {
  it('a customer message keeps an open ticket, reopens a resolved one and is refused on a closed one', () => {
    expect(statusAfterCustomerMessage('pending')).toBe('pending');
    expect(statusAfterCustomerMessage('processing')).toBe('processing');
    expect(statusAfterCustomerMessage('resolved')).toBe('pending');
    expect(() => statusAfterCustomerMessage('closed')).toThrow(ApiError);
    try {
      statusAfterCustomerMessage('closed');
    } catch (error) {
      expect(error).toMatchObject({
        statusCode: 409,
        code: 'ticket_closed',
        message: expect.stringMatching(/closed; reopen it/),
      });
    }
  });

  it('a customer closes from any status and reopens closed or resolved tickets to pending', () => {
    for (const status of ALL) expect(statusAfterCustomerEdit(status, 'closed')).toBe('closed');
    expect(statusAfterCustomerEdit('closed', 'pending')).toBe('pending');
    expect(statusAfterCustomerEdit('resolved', 'pending')).toBe('pending');
    // Already open: nothing changes (staff keep working on a processing ticket).
    expect(statusAfterCustomerEdit('pending', 'pending')).toBe('pending');
    expect(statusAfterCustomerEdit('processing', 'pending')).toBe('processing');
  });

  it('a staff reply moves pending to processing unless it sets a status', () => {
    expect(statusAfterStaffReply('pending', undefined)).toBe('processing');
    expect(statusAfterStaffReply('pending', null)).toBe('processing');
    expect(statusAfterStaffReply('processing', null)).toBe('processing');
    expect(statusAfterStaffReply('resolved', undefined)).toBe('resolved');
    expect(statusAfterStaffReply('closed', undefined)).toBe('closed');
    for (const current of ALL)
      for (const requested of ALL) expect(statusAfterStaffReply(current, requested)).toBe(requested);
  });
});
