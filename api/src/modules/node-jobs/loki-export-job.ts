// grafana_loki_export: pushes what happened since the last push to Grafana Loki (GRAFANA_LOKI_URL, push API
// /loki/api/v1/push) as log lines an operator can graph and alert on: each traffic report per node
// ({service="portal", event="traffic_report", node_id="3"} users=… upload=… download=…) and each sign-in
// ({service="portal", event="sign_in"} user_id=… kind=login). Bookmarks (the last ids pushed) advance only
// when Loki accepted the batch, so a failed push is retried by the next run.
import { asc, gt } from 'drizzle-orm';
import { loginIpLog, nodeTrafficReports } from '../../db/schema';
import type { JobDefinition } from './job-runner';

const BATCH = 5000;
const PUSH_TIMEOUT_MS = 10_000;

type Stream = { stream: Record<string, string>; values: [string, string][] };

function nanoseconds(at: Date): string {
  return (BigInt(at.getTime()) * 1_000_000n).toString();
}

/** The push endpoint and headers; credentials in the URL (https://user:token@host) become Basic auth. */
function pushTarget(base: string): { url: string; headers: Record<string, string> } {
  const url = new URL(`${base}/loki/api/v1/push`);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (url.username || url.password) {
    const basic = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  return { url: url.toString(), headers };
}

export const grafanaLokiExportJob: JobDefinition = {
  name: 'grafana_loki_export',
  intervalMs: 60 * 1000,
  async run(ctx, state) {
    const base = ctx.config.grafanaLokiUrl;
    if (!base) return { affected: 0, detail: 'GRAFANA_LOKI_URL is not set: nothing to push' };
    const afterReport = Number(state.report_id ?? 0);
    const afterLogin = Number(state.login_id ?? 0);
    const [reports, logins] = await Promise.all([
      ctx.db
        .select()
        .from(nodeTrafficReports)
        .where(gt(nodeTrafficReports.id, afterReport))
        .orderBy(asc(nodeTrafficReports.id))
        .limit(BATCH),
      ctx.db.select().from(loginIpLog).where(gt(loginIpLog.id, afterLogin)).orderBy(asc(loginIpLog.id)).limit(BATCH),
    ]);
    if (reports.length + logins.length === 0) return { affected: 0, detail: 'nothing new since the last push' };

    const byNode = new Map<number, Stream>();
    for (const report of reports) {
      const stream = byNode.get(report.nodeId) ?? {
        stream: { service: 'portal', event: 'traffic_report', node_id: String(report.nodeId) },
        values: [],
      };
      stream.values.push([
        nanoseconds(report.receivedAt),
        `users=${report.userCount} upload=${report.upload} download=${report.download}`,
      ]);
      byNode.set(report.nodeId, stream);
    }
    const streams = [...byNode.values()];
    if (logins.length > 0) {
      streams.push({
        stream: { service: 'portal', event: 'sign_in' },
        values: logins.map((login) => [nanoseconds(login.createdAt), `user_id=${login.userId} kind=${login.kind}`]),
      });
    }
    const target = pushTarget(base);
    const answer = await fetch(target.url, {
      method: 'POST',
      headers: target.headers,
      body: JSON.stringify({ streams }),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    if (!answer.ok) throw new Error(`Loki answered ${answer.status} to the push; nothing was marked as exported`);
    return {
      affected: reports.length + logins.length,
      detail: `pushed ${reports.length} traffic report(s) and ${logins.length} sign-in(s) to Loki`,
      state: {
        report_id: reports.at(-1)?.id ?? afterReport,
        login_id: logins.at(-1)?.id ?? afterLogin,
      },
    };
  },
};
