// Registers the `tickets` namespace in both languages (idempotent: safe on every import).
import { registerTranslations } from '@portal/shared';
import { ticketsEn } from './en';
import { ticketsZhCN } from './zh-CN';

const TICKETS_NS = 'tickets';

export function registerTicketsTranslations(): void {
  registerTranslations(TICKETS_NS, { 'zh-CN': ticketsZhCN, en: ticketsEn });
}
