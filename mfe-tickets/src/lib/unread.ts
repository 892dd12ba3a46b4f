// "Staff replied since the customer last looked". The contract has no read/unread field, so the
// last-seen moment is kept per ticket in localStorage (per customer, so two accounts sharing a
// browser do not mix) and compared with the newest staff message in the ticket's message_data.
// Last-seen is stored as the server's own timestamp of the newest message seen, so a wrong
// device clock cannot hide or invent replies.
import type { TicketMessage, TicketModel } from '@portal/shared/contract';

const STORAGE_PREFIX = 'portal_tickets_seen:';
/** Enough for years of tickets; the oldest entries are dropped beyond it so storage stays small. */
const MAX_ENTRIES = 500;

type SeenMap = Record<string, string>;

function storageKey(customerId: number): string {
  return `${STORAGE_PREFIX}${customerId}`;
}

export function readSeen(customerId: number): SeenMap {
  try {
    const raw = window.localStorage.getItem(storageKey(customerId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Records that the customer has seen `ticketId` up to `seenAt` (never moves backwards). */
export function markSeen(customerId: number, ticketId: string, seenAt: string): void {
  const seen = readSeen(customerId);
  const previous = seen[ticketId];
  if (previous && Date.parse(previous) >= Date.parse(seenAt)) return;
  seen[ticketId] = seenAt;
  const entries = Object.entries(seen).sort((a, b) => Date.parse(b[1]) - Date.parse(a[1]));
  try {
    window.localStorage.setItem(
      storageKey(customerId),
      JSON.stringify(Object.fromEntries(entries.slice(0, MAX_ENTRIES))),
    );
  } catch {
    // Storage full or disabled: the marker simply stays on.
  }
}

export function isStaffMessage(message: Pick<TicketMessage, 'user_id'>, customerId: number | null): boolean {
  return customerId !== null && message.user_id !== customerId;
}

function latest(times: string[]): string | null {
  let best: string | null = null;
  for (const time of times) if (best === null || Date.parse(time) > Date.parse(best)) best = time;
  return best;
}

/** When staff last wrote on the ticket, or null (no staff message, or the list carries no messages). */
export function latestStaffMessageAt(
  ticket: Pick<TicketModel, 'message_data'>,
  customerId: number | null,
): string | null {
  const messages = ticket.message_data ?? [];
  return latest(messages.filter((message) => isStaffMessage(message, customerId)).map((message) => message.created_at));
}

/** The newest moment anything happened on the ticket: for "newest activity first" and last-seen. */
export function lastActivityAt(ticket: Pick<TicketModel, 'updated_at' | 'created_at' | 'message_data'>): string {
  return (
    latest([
      ticket.created_at,
      ticket.updated_at,
      ...(ticket.message_data ?? []).map((message) => message.created_at),
    ]) ?? ticket.updated_at
  );
}

export function hasUnreadStaffReply(
  ticket: Pick<TicketModel, 'id' | 'message_data'>,
  customerId: number | null,
  seen: SeenMap,
): boolean {
  const staffAt = latestStaffMessageAt(ticket, customerId);
  if (!staffAt) return false;
  const seenAt = seen[ticket.id];
  return !seenAt || Date.parse(staffAt) > Date.parse(seenAt);
}
