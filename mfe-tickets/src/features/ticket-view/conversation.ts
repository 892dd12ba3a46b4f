// The conversation as the page shows it: the ticket's opening text first, then every message.
import type { TicketMessage, TicketModel } from '@portal/shared/contract';

export interface ConversationEntry {
  id: string;
  content: string;
  createdAt: string;
  fromStaff: boolean;
}

/** Any author but the signed-in customer is support staff (the API's rule too). */
function isStaffMessage(message: Pick<TicketMessage, 'user_id'>, customerId: number | null): boolean {
  return customerId !== null && message.user_id !== customerId;
}

export function toConversation(ticket: TicketModel, customerId: number | null): ConversationEntry[] {
  const messages = [...(ticket.message_data ?? [])].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  const first = messages[0];
  // The opening text is the ticket's own content; an API that also stores it as the first message
  // must not make it appear twice.
  const openingRepeated = first !== undefined && !isStaffMessage(first, customerId) && first.content === ticket.content;
  const opening: ConversationEntry[] = openingRepeated
    ? []
    : [{ id: `${ticket.id}:opening`, content: ticket.content, createdAt: ticket.created_at, fromStaff: false }];
  return [
    ...opening,
    ...messages.map((message) => ({
      id: message.id,
      content: message.content,
      createdAt: message.created_at,
      fromStaff: isStaffMessage(message, customerId),
    })),
  ];
}
