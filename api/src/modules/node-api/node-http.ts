// How the node API answers on the wire, for every route under /v1/mod_mu: `{"ret":1,"data":...}` with
// status 200 and nothing else (shadowsocks-mod rejects a third key), a weak ETag where node software
// sends If-None-Match, and one refusal for everything else — bad key, bad input, unknown path, server
// fault: `{"ret":0,"data":"<reason>"}` with a 4xx/5xx status. shadowsocks-mod logs that and retries on
// its next pass (60 s later); XrayR logs it (with the body) and keeps its previous users and settings.
import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { optional } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { nodeRefusal, type OperationDef } from '@portal/shared/contract';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/unavailable';
import { DATABASE_UNAVAILABLE } from '../../http/error-handler';
import { ApiError } from '../../http/errors';
import { fastifyPath, markServed } from '../../http/route';
import { describeValidation } from '../../http/validation';
import { etagMatches, weakEtag } from './rules';

const NODE_API_PREFIX = '/v1/mod_mu';
/** A report of 50 000 rows in shadowsocks-mod's spacing is about 3 MB. */
const NODE_BODY_LIMIT = 8 * 1024 * 1024;

/** A refusal: the reason goes to the node (and its log); the status says what kind. */
class NodeRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'NodeRefusal';
  }
}

export const refuse = (statusCode: number, reason: string) => new NodeRefusal(statusCode, reason);

type Out<T> = T extends $ZodType ? output<T> : undefined;
type Data<O extends OperationDef> = Out<O['response']> extends { data: infer D } ? D : never;

export interface NodeCall<O extends OperationDef, Caller> {
  params: Out<O['params']>;
  query: Out<O['query']>;
  body: Out<O['body']>;
  caller: Caller;
  request: FastifyRequest;
}

export interface NodeRouteOptions<Caller> {
  /** Identifies the caller from the request (a node by its key, the operator by the job key); throws a refusal. */
  authenticate: (request: FastifyRequest) => Promise<Caller>;
  /** Answer with a weak ETag, and 304 to a request whose If-None-Match names it. */
  etag?: boolean;
}

function send(reply: FastifyReply, status: number, body: string | Buffer) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function sendRefusal(reply: FastifyReply, status: number, reason: string, headers: Record<string, string> = {}) {
  return send(reply.headers(headers), status, JSON.stringify({ ret: 0, data: reason }));
}

const callers = new WeakMap<FastifyRequest, unknown>();

const ENVELOPE_OPEN = '{"ret":1,"data":';
const ENVELOPE_CLOSE = '}';

/**
 * An accepted answer already serialised: the bytes sent (`{"ret":1,"data":…}`), and a hash of the `data`
 * part for the ETag. Made by `jsonText` or an `AnswerWriter`; `recycle`, when set, hands the bytes' buffer
 * back for another answer and may be called only once nothing reads them any more.
 */
export class JsonText {
  constructor(
    readonly payload: Buffer,
    readonly hash: string,
    readonly recycle?: () => void,
  ) {}
}

/** An answer whose `data` is the JSON text `json`, with `hash` for its ETag. */
export function jsonText(json: string, hash: string): JsonText {
  return new JsonText(Buffer.from(`${ENVELOPE_OPEN}${json}${ENVELOPE_CLOSE}`), hash);
}

/**
 * Buffers of answers whose response has finished, for the next answers. A users answer is megabytes, and
 * V8 counts a new buffer per call as memory outside its heap: it then ran a full collection about once a
 * call (about 10 ms of CPU each, measured). A buffer comes back only from a response that finished — all
 * of it written to the socket, or through compression and then to the socket — never while anything may
 * still read it; a response that failed or was cut off keeps its buffer, which is then collected.
 */
const spareBuffers: Buffer[] = [];
const SPARE_BUFFERS = 2;
/** Larger answers are not worth keeping a buffer for between calls. */
const SPARE_BUFFER_MAX_BYTES = 64 * 1024 * 1024;

function takeBuffer(bytes: number): Buffer {
  const index = spareBuffers.findIndex((buffer) => buffer.length >= bytes);
  if (index >= 0) return spareBuffers.splice(index, 1)[0]!;
  return Buffer.allocUnsafe(bytes);
}

function giveBack(buffer: Buffer): void {
  if (buffer.length > SPARE_BUFFER_MAX_BYTES || spareBuffers.includes(buffer)) return;
  if (spareBuffers.length >= SPARE_BUFFERS) spareBuffers.shift();
  spareBuffers.push(buffer);
}

/**
 * Writes an accepted answer's `data` as UTF-8 bytes, piece by piece, into one buffer inside the envelope: no
 * intermediate strings to join, encode for the hash and encode again for the socket (a users answer of
 * 10 000 customers is 3.5 MB). `finish` hashes the data bytes (SHA-1, base64url) for the ETag.
 */
export class AnswerWriter {
  private buffer: Buffer;
  private length = 0;

  /** `expectedBytes`: the data's likely size; the buffer grows when it is short. */
  constructor(expectedBytes: number) {
    this.buffer = takeBuffer(ENVELOPE_OPEN.length + expectedBytes + ENVELOPE_CLOSE.length);
    this.length = this.buffer.write(ENVELOPE_OPEN, 0, 'latin1');
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /** Appends `text` (already JSON) as UTF-8. */
  text(text: string): void {
    this.reserve(text.length * 3);
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  /** Appends bytes already encoded (a part every item repeats). */
  bytes(chunk: Buffer): void {
    this.reserve(chunk.length);
    this.length += chunk.copy(this.buffer, this.length);
  }

  /** The answer; its buffer goes back to the spares when `recycle` is called (nodeRoute: once the response finished). */
  finish(): JsonText {
    this.reserve(ENVELOPE_CLOSE.length);
    const data = this.buffer.subarray(ENVELOPE_OPEN.length, this.length);
    const hash = crypto.createHash('sha1').update(data).digest('base64url');
    this.length += this.buffer.write(ENVELOPE_CLOSE, this.length, 'latin1');
    const { buffer } = this;
    return new JsonText(buffer.subarray(0, this.length), hash, () => giveBack(buffer));
  }
}

/** Declares one node API route from its contract operation; `handler` answers only the `data`. */
export function nodeRoute<O extends OperationDef, Caller>(
  scope: FastifyInstance,
  op: O,
  options: NodeRouteOptions<Caller>,
  handler: (call: NodeCall<O, Caller>) => Promise<Data<O> | JsonText>,
): void {
  const body = op.body ? (op.bodyRequired ? op.body : optional(op.body)) : undefined;
  const route: RouteOptions = {
    method: op.method,
    url: fastifyPath(op.path.slice(NODE_API_PREFIX.length)),
    bodyLimit: NODE_BODY_LIMIT,
    // A users answer is megabytes of JSON: the fastest gzip level costs a third of the default's time
    // for about 5 % more bytes.
    compress: { zlibOptions: { level: 1 } },
    schema: {
      operationId: op.id,
      summary: op.summary,
      tags: [op.tag],
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(body ? { body } : {}),
      response: { 200: op.response, '4xx': nodeRefusal, '5xx': nodeRefusal },
    },
    // Before validation: a caller without a valid key learns nothing about what a valid request looks like.
    preValidation: async (request) => {
      callers.set(request, await options.authenticate(request));
    },
    handler: async (request, reply) => {
      const caller = callers.get(request) as Caller;
      const data = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        caller,
        request,
      } as NodeCall<O, Caller>);
      // Serialised here, not by Fastify: the ETag is the hash of exactly these bytes, and a users
      // answer of 10 000 rows is not worth validating again on its way out.
      // The answer's buffer is reused once this response has finished: sent whole, or a 304 without it.
      if (data instanceof JsonText && data.recycle) reply.raw.once('finish', data.recycle);
      const payload = data instanceof JsonText ? data.payload : JSON.stringify({ ret: 1, data });
      if (!options.etag) return send(reply, 200, payload);
      const hash = data instanceof JsonText ? data.hash : crypto.createHash('sha1').update(payload).digest('base64url');
      const etag = weakEtag(hash);
      reply.header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return send(reply, 200, payload);
    },
  };
  markServed(scope, op);
  scope.route(route);
}

/** Fastify's own client errors (body parsing), reworded for the node's log. */
const FASTIFY_REFUSALS: Record<string, { status: number; reason: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, reason: 'Send the body as JSON (Content-Type: application/json)' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, reason: 'The request body is empty; send a JSON object' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, reason: 'The request body is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, reason: 'The report is too large; send at most 50000 rows' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, reason: 'The Content-Length header does not match the body' },
};

/** The answer of every failure under /v1/mod_mu: the refusal envelope, never the portal's error shape. */
function nodeErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let reason: string;
  let headers: Record<string, string> = {};
  if (error instanceof NodeRefusal || error instanceof ApiError) {
    status = error.statusCode;
    reason = error.message;
    if (error instanceof ApiError) headers = error.headers; // Retry-After of a 429
  } else if (error.validation) {
    status = 400;
    reason = describeValidation(error.validation, error.validationContext);
  } else if (error.code && FASTIFY_REFUSALS[error.code]) {
    ({ status, reason } = FASTIFY_REFUSALS[error.code]!);
  } else if (error instanceof SyntaxError) {
    status = 400;
    reason = 'The request body is not valid JSON';
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    reason = error.message || 'Bad request';
  } else if (isDatabaseUnavailable(error)) {
    // The node keeps its users and settings and calls again on its next pass.
    status = 503;
    reason = DATABASE_UNAVAILABLE;
    headers = { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) };
  } else {
    request.log.error({ err: error }, 'node API request failed');
    return sendRefusal(reply, 500, 'Internal server error');
  }
  // The operator sees why a node is refused in the portal's log too (the URL's key is redacted there).
  request.log.warn({ status }, `node API refused ${request.method} ${request.routeOptions.url ?? ''}: ${reason}`);
  return sendRefusal(reply, status, reason, headers);
}

/** Installs the node API under /v1/mod_mu: its error answers, its 404, and the routes `register` declares. */
export async function nodeApiScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(
    async (scope) => {
      scope.setErrorHandler(nodeErrorHandler);
      scope.setNotFoundHandler((request, reply) =>
        sendRefusal(reply, 404, `No such node API call: ${request.method} ${request.url.split('?')[0]}`),
      );
      register(scope);
    },
    { prefix: NODE_API_PREFIX },
  );
}
