// The operator console's API (/api/v2/admin_api/…, issue 21; the contract is
// '@portal/shared/contract/admin'). Roles are checked on every call by route(): low admins read
// customers, orders and nodes and work tickets and announcements; admins do everything; customers
// nothing. Every change is audited in its transaction (admin/audit.ts).
import type { FastifyInstance } from 'fastify';
import { consoleCatalogueRoutes } from './catalogue-routes';
import { consoleCustomerRoutes } from './customer-routes';
import { consoleOperationsRoutes } from './operations-routes';
import { consoleSupportRoutes } from './support-routes';

export function consoleRoutes(app: FastifyInstance): void {
  consoleCustomerRoutes(app);
  consoleCatalogueRoutes(app);
  consoleOperationsRoutes(app);
  consoleSupportRoutes(app);
}
