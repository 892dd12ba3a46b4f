// The operators' side of the remote registry, through app.inject as npm run release / npm run remotes call it
// (the release key and an operator name).
import type { FastifyInstance } from 'fastify';
import type { GateCheck } from '@portal/shared/contract/remote-registry';
import type { FakeBuild } from './remote-fixtures';

export const REGISTRY = '/api/v2/admin_api/remotes';

export function operatorHeaders(app: FastifyInstance, operator = 'alice'): Record<string, string> {
  return { authorization: `Bearer ${app.portal.releaseKey}`, 'x-portal-operator': operator };
}

export function upload(app: FastifyInstance, build: FakeBuild, operator = 'alice') {
  return app.inject({
    method: 'PUT',
    url: `${REGISTRY}/${build.remote}/versions/${build.version}`,
    headers: operatorHeaders(app, operator),
    payload: { files: build.files },
  });
}

export const RELEASE_TOOL_PASS: GateCheck[] = (['load', 'modules', 'smoke'] as const).map((id) => ({
  id,
  ok: true,
  summary: `${id} passed`,
  details: [],
}));

export function reportGate(app: FastifyInstance, build: FakeBuild, checks: GateCheck[] = RELEASE_TOOL_PASS) {
  return app.inject({
    method: 'POST',
    url: `${REGISTRY}/${build.remote}/versions/${build.version}/gate`,
    headers: operatorHeaders(app),
    payload: { checks },
  });
}

/** Uploads a build and reports a passing gate: a candidate ready to publish. */
export async function candidate(app: FastifyInstance, build: FakeBuild): Promise<void> {
  const stored = await upload(app, build);
  if (stored.statusCode !== 200) throw new Error(`upload: ${stored.statusCode} ${stored.body}`);
  const gated = await reportGate(app, build);
  if (gated.statusCode !== 200) throw new Error(`gate: ${gated.statusCode} ${gated.body}`);
}

export function publish(
  app: FastifyInstance,
  build: Pick<FakeBuild, 'remote' | 'version'>,
  body: { reason?: string; force?: boolean; expected_live?: string | null } = {},
  operator = 'alice',
) {
  return app.inject({
    method: 'POST',
    url: `${REGISTRY}/${build.remote}/publish`,
    headers: operatorHeaders(app, operator),
    payload: { version: build.version, reason: 'release', ...body },
  });
}

export function rollback(
  app: FastifyInstance,
  remote: string,
  body: { reason?: string; force?: boolean; expected_live?: string | null } = {},
  operator = 'bob',
) {
  return app.inject({
    method: 'POST',
    url: `${REGISTRY}/${remote}/rollback`,
    headers: operatorHeaders(app, operator),
    payload: { reason: 'broken', ...body },
  });
}

export async function liveVersions(app: FastifyInstance, cookie?: string): Promise<Record<string, string>> {
  const res = await app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
  const body = res.json() as Record<string, { version: string }>;
  return Object.fromEntries(Object.entries(body).map(([name, entry]) => [name, entry.version]));
}
