// Version, health, client IP and the CSRF cookie.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  getApiVersion,
  getCsrf,
  getHealth,
  getIp,
  getVersion,
  getVersionDb,
  getVersionList,
} from '@portal/shared/contract';
import { route } from '../../http/route';
import { apiVersion, dbVersion, type VersionEntry, webVersions } from './version-info';

export function miscRoutes(app: FastifyInstance): void {
  const ctx = app.portal;

  route(app, getVersion, async () => ({ data: apiVersion() }));
  route(app, getApiVersion, async () => ({ version: apiVersion() }));
  route(app, getVersionDb, async () => ({ data: await dbVersion(ctx.db) }));
  route(app, getVersionList, async ({ query }) => {
    const entries: VersionEntry[] = [];
    if (!query.type || query.type === 'api')
      entries.push({ type: 'api', name: 'api', version: apiVersion(), built_at: null });
    if (!query.type || query.type === 'web') entries.push(...(await webVersions(ctx.db, ctx.config.staticDir)));
    if (!query.type || query.type === 'db')
      entries.push({ type: 'db', name: 'schema', version: await dbVersion(ctx.db), built_at: null });
    return { data: entries };
  });

  // 503 with the same body when the database does not answer, so load balancers take the process out.
  route(
    app,
    getHealth,
    async ({ reply }) => {
      const uptime_s = Math.round((Date.now() - ctx.startedAt) / 1000);
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const, uptime_s };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        reply.code(503);
        return { status: 'degraded' as const, database: 'down' as const, uptime_s };
      }
    },
    { responses: { 503: getHealth.response } },
  );

  route(app, getIp, async ({ request }) => ({ ip: request.ip }));

  // Kept for clients of the original API, which ask for it; no cookie is set and nothing checks it: no
  // change is authorised by a cookie the browser sends by itself (docs/adr/0013-no-xsrf-token.md).
  route(app, getCsrf, async () => ({ is_success: true, csrf_token: crypto.randomUUID() }));
}
