// When anything last happened on a ticket (a message or a status change), shown as "last activity".
import type { TicketModel } from '@portal/shared/contract';

/** The newest of the ticket's times and its messages' times (updated_at alone on a list without messages). */
export function lastActivityAt(ticket: Pick<TicketModel, 'updated_at' | 'created_at' | 'message_data'>): string {
  let newest = ticket.updated_at;
  for (const time of [ticket.created_at, ...(ticket.message_data ?? []).map((message) => message.created_at)]) {
    if (Date.parse(time) > Date.parse(newest)) newest = time;
  }
  return newest;
}
