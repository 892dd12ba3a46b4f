// The remote registry (docs/adr/0008, issue 13): the operators' API under /api/v2/admin_api/remotes
// (administrators, or the release key), /remotes.json for the shell, and the preview links.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import {
  adminRemoteGateReport,
  adminRemoteHistory,
  adminRemotePreview,
  adminRemotePublish,
  adminRemoteRollback,
  adminRemotesList,
  adminRemoteSmokeSession,
  adminRemoteVersion,
  adminRemoteVersionUpload,
  remotePreviewConfirm,
  remotePreviewEnd,
  remotePreviewStart,
  remoteRegistryLive,
} from '@portal/shared/contract/remote-registry';
import { clientOf } from '../../http/client-info';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { MAX_VERSION_BYTES, type ArtifactStore } from './artifact-store';
import { createBuildWatch } from './build-registration';
import { listRemotes, remoteHistory } from './listing';
import { liveRegistry } from './live-registry';
import { operatorAuth, operatorOf } from './operator';
import { landingPath, mergePreviews, PREVIEW_COOKIE, previewLink, readPreview, type PreviewSet } from './preview';
import { previewConfirmPage, previewPageLanguage } from './preview-page';
import { smokeSession } from './smoke-account';
import { publishRollbackMessage } from './messages';
import { publishVersion, rollbackRemote } from './transitions';
import { getVersion, reportGate, uploadVersion } from './versions';

/** Base64 makes an upload a third larger than the files; the JSON around it is small. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_VERSION_BYTES * 4) / 3) + 1024 * 1024;

export async function remoteRegistryRoutes(app: FastifyInstance, store: ArtifactStore): Promise<void> {
  const ctx = app.portal;
  const operators = { authenticate: operatorAuth(ctx.releaseKey) };
  const builds = createBuildWatch(ctx, store);
  await builds.start();

  route(app, adminRemotesList, async () => ok(await listRemotes(ctx, store)), operators);
  route(
    app,
    adminRemoteHistory,
    async ({ params, query }) => ok(await remoteHistory(ctx, params.remote, query.limit)),
    operators,
  );
  route(
    app,
    adminRemoteVersion,
    async ({ params }) => ok(await getVersion(ctx, store, params.remote, params.version)),
    operators,
  );
  route(
    app,
    adminRemoteVersionUpload,
    async ({ params, body, request }) => {
      const result = await uploadVersion(ctx, store, operatorOf(request), params.remote, params.version, body);
      return ok(result, result.stored === 'new' ? 'The version was stored' : 'This version was already stored');
    },
    { ...operators, bodyLimit: UPLOAD_BODY_LIMIT },
  );
  route(
    app,
    adminRemoteGateReport,
    async ({ params, body, request }) =>
      ok(await reportGate(ctx, store, operatorOf(request), params.remote, params.version, body.checks)),
    operators,
  );
  route(
    app,
    adminRemotePreview,
    async ({ params, body }) => {
      await getVersion(ctx, store, params.remote, params.version);
      return ok(await previewLink(ctx, params.remote, params.version, body?.hours));
    },
    operators,
  );
  route(
    app,
    adminRemotePublish,
    async ({ params, body, request }) => {
      const transition = await publishVersion(ctx, operatorOf(request), params.remote, body.version, {
        reason: body.reason,
        force: body.force,
        expectedLive: body.expected_live,
      });
      return ok(transition, publishRollbackMessage(transition));
    },
    operators,
  );
  route(
    app,
    adminRemoteRollback,
    async ({ params, body, request }) => {
      const transition = await rollbackRemote(ctx, operatorOf(request), params.remote, {
        reason: body.reason,
        force: body.force,
        expectedLive: body.expected_live,
      });
      return ok(transition, publishRollbackMessage(transition));
    },
    operators,
  );
  route(app, adminRemoteSmokeSession, async ({ request }) => ok(await smokeSession(ctx, clientOf(request))), operators);

  // The public side reads the preview cookie: the cookie parser runs for these routes only.
  await app.register(async (scope) => {
    await scope.register(fastifyCookie);
    await scope.register(formBody);
    const secure = ctx.config.publicUrl.startsWith('https:');
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
    const portalOrigin = new URL(ctx.config.publicUrl).origin;

    async function linkedPreviews(token: string) {
      const link = await readPreview(ctx.keys, token);
      if (Object.keys(link).length > 0) return link;
      throw new ApiError(
        404,
        'preview_expired',
        'This preview link is not valid or has expired; ask for a new one (npm run remotes -- preview <remote> <version>)',
      );
    }

    async function startPreview(request: FastifyRequest, reply: FastifyReply, link: PreviewSet) {
      const { token, exp } = await mergePreviews(ctx.keys, request.cookies[PREVIEW_COOKIE], link);
      noStore(reply).setCookie(PREVIEW_COOKIE, token, {
        ...cookieOptions,
        maxAge: exp - Math.floor(Date.now() / 1000),
      });
      return reply.redirect(landingPath(link), 303);
    }

    route(scope, remoteRegistryLive, async ({ request, reply }) => {
      await builds.check();
      const cookie = request.cookies[PREVIEW_COOKIE];
      const previews = await readPreview(ctx.keys, cookie);
      // One URL, two answers: caches must keep them apart, and never keep a browser's preview.
      reply.header('vary', 'Cookie');
      reply.header('cache-control', cookie ? 'private, no-store' : 'no-cache');
      return liveRegistry(ctx, store, previews);
    });
    route(scope, remotePreviewEnd, async ({ reply }) => {
      noStore(reply).clearCookie(PREVIEW_COOKIE, cookieOptions);
      return reply.redirect('/', 303);
    });
    route(scope, remotePreviewStart, async ({ query, request, reply }) => {
      const link = await linkedPreviews(query.token);
      // Typed, pasted or opened from another application: the person asked for it.
      if (request.headers['sec-fetch-site'] === 'none') return startPreview(request, reply, link);
      // Opened from a page (another site's, or a link in a ticket): say what it is and ask (docs/adr/0013).
      const language = previewPageLanguage(request.headers['accept-language']);
      return noStore(reply)
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(previewConfirmPage(query.token, link, language));
    });
    route(
      scope,
      remotePreviewConfirm,
      async ({ body, request, reply }) => {
        const site = request.headers['sec-fetch-site'];
        const fromHere = site === undefined ? request.headers.origin === portalOrigin : site === 'same-origin';
        if (!fromHere) throw new ApiError(403, 'forbidden', 'Start a preview from its own page on the portal');
        return startPreview(request, reply, await linkedPreviews(body.token));
      },
      { acceptsForm: true },
    );
  });
}
