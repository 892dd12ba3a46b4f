// Declares a Fastify route from a contract operation: path (`{ticket_id}` → `:ticket_id`),
// validation of params/query/body, response schema and OpenAPI metadata all come from `op`.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { nullish } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { errorResponse, type OperationDef, type OperationResponse, type Role } from '@portal/shared/contract';
import { ApiError } from './errors';
import { authenticate, requireRole, type AuthUser } from './auth-guard';

type Out<T> = T extends $ZodType ? output<T> : undefined;

interface RouteContext<O extends OperationDef> {
  params: Out<O['params']>;
  query: Out<O['query']>;
  body: Out<O['body']>;
  /** The signed-in user: always present on `bearer` operations. */
  user: O['credentials'] extends 'bearer' ? AuthUser : AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<O extends OperationDef> = (ctx: RouteContext<O>) => Promise<OperationResponse<O>>;

export function fastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '');
}

export interface RouteOptionsExtra {
  /** Schemas of other answers than 200 and the error envelope (e.g. health's 503). */
  responses?: Record<number, $ZodType>;
  /** Only these roles may call a `bearer` operation (403 otherwise), checked before any validation. */
  roles?: readonly Role[];
  /** A JSON operation that also takes an HTML form body (a payment gateway's callback). */
  acceptsForm?: boolean;
  /**
   * Replaces the access-token check of a `bearer` operation (the registry's operators may also present
   * the release key: modules/remote-registry/operator.ts). The handler then reads who called from it.
   */
  authenticate?: (request: FastifyRequest) => Promise<void>;
  /** A larger body limit than the server's 64 KB (an uploaded version folder). */
  bodyLimit?: number;
}

/** A signed-in call's answer is that customer's: no cache may keep it (refusals included). */
function noStore(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header('cache-control', 'no-store');
  done();
}

function isForm(contentType: string | undefined): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(contentType ?? '');
}

/** The contract operations each app serves (keyed by its context): read by servedOperations(). */
const servedByApp = new WeakMap<object, Set<string>>();

/** Ids of the contract operations this app has a route for (operation-coverage.ts is checked against it). */
export function servedOperations(app: FastifyInstance): ReadonlySet<string> {
  return servedByApp.get(app.portal) ?? new Set();
}

/** One route per operation: a second registration of the same operation is a mistake, refused at start. */
export function markServed(app: FastifyInstance, op: OperationDef): void {
  let served = servedByApp.get(app.portal);
  if (!served) servedByApp.set(app.portal, (served = new Set()));
  if (served.has(op.id)) throw new Error(`Operation ${op.id} is served twice (${op.method} ${op.path})`);
  served.add(op.id);
}

export function route<O extends OperationDef>(
  app: FastifyInstance,
  op: O,
  handler: RouteHandler<O>,
  extra: RouteOptionsExtra = {},
): void {
  // An optional body may be left out entirely: Fastify then has null, which the handler sees as undefined.
  const body = op.body ? (op.bodyRequired ? op.body : nullish(op.body)) : undefined;
  const options: RouteOptions = {
    method: op.method,
    url: fastifyPath(op.path),
    schema: {
      operationId: op.id,
      summary: op.summary,
      tags: [op.tag],
      ...(op.credentials === 'bearer' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(body ? { body } : {}),
      response: { 200: op.response, '4xx': errorResponse, '5xx': errorResponse, ...extra.responses },
    },
    onRequest:
      op.credentials !== 'bearer'
        ? []
        : [
            noStore,
            ...(extra.authenticate
              ? [extra.authenticate]
              : [authenticate, ...(extra.roles ? [requireRole(extra.roles)] : [])]),
          ],
    ...(extra.bodyLimit ? { bodyLimit: extra.bodyLimit } : {}),
    preValidation: async (request) => {
      // A JSON operation accepts only JSON: a text/plain or form body is refused in plain words.
      if (
        op.body &&
        (op.bodyType ?? 'json') === 'json' &&
        request.body !== undefined &&
        !isJson(request.headers['content-type']) &&
        !(extra.acceptsForm && isForm(request.headers['content-type']))
      ) {
        throw new ApiError(
          415,
          'unsupported_media_type',
          'Send the request body as JSON (Content-Type: application/json)',
        );
      }
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body ?? undefined,
        user: request.authUser ?? null,
        request,
        reply,
      } as RouteContext<O>);
      // A handler that answered itself (a redirect) has nothing more to send.
      return reply.sent ? reply : reply.send(result);
    },
  };
  markServed(app, op);
  app.route(options);
}
