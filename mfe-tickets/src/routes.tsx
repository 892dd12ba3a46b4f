// The remote's exposed ./routes: full paths, mounted by the shell inside its layout and guards.
import type { RemoteRouteObject } from '@portal/shared';
import { registerTicketsTranslations } from './i18n';
import { NewTicketPage } from './features/ticket-create/components/NewTicketPage';
import { TicketListPage } from './features/ticket-list/components/TicketListPage';
import { TicketViewPage } from './features/ticket-view/components/TicketViewPage';

registerTicketsTranslations();

export const routes: RemoteRouteObject<'mfe_tickets'>[] = [
  { path: '/user/tickets', Component: TicketListPage },
  { path: '/user/tickets/new', Component: NewTicketPage },
  { path: '/user/tickets/view/:id', Component: TicketViewPage },
];
