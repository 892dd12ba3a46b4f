// How a ticket's status moves (pending → processing → resolved, closed by the customer or staff).
// Kept free of I/O so that every rule is tested on its own.
import type { TicketStatus } from '@portal/shared/contract';
import { ApiError } from '../../http/errors';

const ticketClosed = () =>
  new ApiError(409, 'ticket_closed', 'This ticket is closed; reopen it before sending a message');

/** A ticket that staff still have to handle or the customer may still write on. */
function isOpen(status: TicketStatus): boolean {
  return status === 'pending' || status === 'processing';
}

/**
 * A customer's message. Refused on a closed ticket (reopen first). On a resolved ticket it means the
 * answer did not help, so the ticket goes back to pending for staff; otherwise the status stays.
 */
export function statusAfterCustomerMessage(current: TicketStatus): TicketStatus {
  if (current === 'closed') throw ticketClosed();
  return current === 'resolved' ? 'pending' : current;
}

/**
 * A customer's edit-status: `closed` closes from any status; `pending` reopens a closed or resolved
 * ticket. Asking for what already holds changes nothing (so a double click or a race is harmless):
 * closing a closed ticket, or "reopening" one that is open (pending, or processing by staff).
 */
export function statusAfterCustomerEdit(current: TicketStatus, requested: 'pending' | 'closed'): TicketStatus {
  if (requested === 'closed') return 'closed';
  return isOpen(current) ? current : 'pending';
}

/**
 * A staff reply: an explicit status wins; without one, a pending ticket moves to processing (staff
 * are on it) and any other status stays (a note on a resolved or closed ticket does not reopen it).
 */
export function statusAfterStaffReply(current: TicketStatus, requested: TicketStatus | null | undefined): TicketStatus {
  if (requested) return requested;
  return current === 'pending' ? 'processing' : current;
}
