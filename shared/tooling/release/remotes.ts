// `npm run remotes -- <command>`: the operators' and QA's side of the registry, on a running portal
// (docs/adr/0008), through its admin API (portal-client.ts says how it connects and who you are):
//   list                                      every remote: live version, rollback target, versions and their gate
//   preview <remote> <version> [--hours <n>]   a link that shows that version in place of the live one, to that browser only
//   publish <remote> <version> --reason <why> [--force]
//   rollback <remote> --reason <why> [--force]
//   history <remote> [--limit <n>]            every publish and rollback: when, by whom, why
// Common options: --portal <url>, --operator <name>. Exit status: 0 done, 1 refused, 2 usage.
import { parseArgs } from 'node:util';
import {
  adminRemoteHistory,
  adminRemotePreview,
  adminRemotePublish,
  adminRemoteRollback,
  adminRemotesList,
  type RemoteName,
} from '@portal/shared/contract/remote-registry';
import { call, connect, PortalError, type Portal } from './portal-client';
import { historyLines, listLines, resolveRemote } from './print';

const USAGE = `usage: npm run remotes -- list
       npm run remotes -- preview <remote> <version> [--hours <1-168>]
       npm run remotes -- publish <remote> <version> --reason <why> [--force]
       npm run remotes -- rollback <remote> --reason <why> [--force]
       npm run remotes -- history <remote> [--limit <n>]
options: --portal <url> (PORTAL_URL), --operator <name> (PORTAL_OPERATOR)`;

class UsageError extends Error {}

function remoteArg(value: string | undefined): RemoteName {
  const remote = value ? resolveRemote(value) : null;
  if (!remote) throw new UsageError(value ? `Unknown remote "${value}"` : 'Name the remote');
  return remote;
}

function reasonArg(value: string | undefined): string {
  if (!value?.trim()) throw new UsageError('Say why with --reason "<why>": the history keeps it');
  return value;
}

function numberArg(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`--${name} takes a whole number`);
  return number;
}

async function run(
  portal: Portal,
  command: string,
  positionals: string[],
  values: Record<string, string | boolean | undefined>,
) {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const force = values.force === true;
  switch (command) {
    case 'list': {
      const { result } = await call(portal, adminRemotesList);
      for (const line of listLines(result.shell, result.remotes)) console.log(line);
      return;
    }
    case 'preview': {
      const [name, version] = positionals;
      if (!version) throw new UsageError('preview needs a remote and a version');
      const remote = remoteArg(name);
      const { result } = await call(portal, adminRemotePreview, {
        params: { remote, version },
        body: { hours: numberArg(text('hours'), 'hours') },
      });
      console.log(
        `Preview of ${remote} ${version}, until ${result.expires_at}. Open in the browser that should see it:\n${result.url}`,
      );
      console.log('Everyone else keeps the live version; "End preview" in the portal (or /preview/end) stops it.');
      return;
    }
    case 'publish': {
      const [name, version] = positionals;
      if (!version) throw new UsageError('publish needs a remote and a version');
      const remote = remoteArg(name);
      const { message } = await call(portal, adminRemotePublish, {
        params: { remote },
        body: { version, reason: reasonArg(text('reason')), force },
      });
      console.log(
        `${message}, by ${portal.operator}. New page loads use it; open tabs keep their version until they reload.`,
      );
      return;
    }
    case 'rollback': {
      const remote = remoteArg(positionals[0]);
      const { message } = await call(portal, adminRemoteRollback, {
        params: { remote },
        body: { reason: reasonArg(text('reason')), force },
      });
      console.log(
        `${message}, by ${portal.operator}. New page loads use it; open tabs keep their version until they reload.`,
      );
      return;
    }
    case 'history': {
      const remote = remoteArg(positionals[0]);
      const { result } = await call(portal, adminRemoteHistory, {
        params: { remote },
        query: { limit: numberArg(text('limit'), 'limit') },
      });
      console.log(`${remote}: publishes and rollbacks, newest first`);
      for (const line of historyLines(result.events)) console.log(`  ${line}`);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'Name a command');
  }
}

async function main(): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        reason: { type: 'string' },
        force: { type: 'boolean' },
        hours: { type: 'string' },
        limit: { type: 'string' },
        portal: { type: 'string' },
        operator: { type: 'string' },
      },
    });
    const [command = '', ...rest] = positionals;
    const portal = connect({ portal: values.portal, operator: values.operator });
    await run(portal, command, rest, values);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    if (error instanceof PortalError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
