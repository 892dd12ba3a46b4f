// Requests refused before any route runs — by Node's HTTP parser, by Node's server, or by Fastify's
// router — get the same envelope `{is_success:false, message, code}` as every other failure
// (error-handler.ts handles the ones that reach a route or the not-found handler).
import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** The router's own refusals (Fastify's `frameworkErrors`). */
const ROUTER_REFUSALS: Record<string, Refusal> = {
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'bad_url',
    message: 'The address contains a %-escape that is not valid UTF-8; check the link',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'uri_too_long',
    message: 'A part of the address is too long; check the link',
  },
};

function refusalBody(refusal: Refusal): string {
  return JSON.stringify(errorBody(refusal.message, refusal.code));
}

type DocumentSender = (request: FastifyRequest, reply: FastifyReply, status: number) => unknown;

/** Per server: which requests are a page's (not the API's), and what answers them with a document. */
const documentSenders = new WeakMap<object, { isPage: (request: FastifyRequest) => boolean; send: DocumentSender }>();

/**
 * A page's address that the router refuses (a bad %-escape) is answered as a page: the shell's error page,
 * status 400 (docs/adr/0012). The API's addresses keep the JSON envelope.
 */
export function answerRefusedPagesWithDocuments(
  app: object,
  isPage: (request: FastifyRequest) => boolean,
  send: DocumentSender,
): void {
  documentSenders.set(app, { isPage, send });
}

/** Fastify's `frameworkErrors`: a bad %-escape or an over-long path parameter, on any method. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusal = ROUTER_REFUSALS[error.code];
  const documents = documentSenders.get(request.server);
  if (refusal && documents?.isPage(request)) return documents.send(request, reply, refusal.status);
  if (!refusal) {
    request.log.error({ err: error }, 'request failed before routing');
    return reply
      .code(500)
      .type('application/json; charset=utf-8')
      .send(errorBody('Internal server error', 'internal_error'));
  }
  return reply.code(refusal.status).type('application/json; charset=utf-8').send(refusalBody(refusal));
}

/** What the HTTP parser's error codes (llhttp's `HPE_*`) mean for the sender. */
function parserRefusal(error: NodeJS.ErrnoException): Refusal {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', message: 'The request took too long to arrive; send it again' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'headers_too_large', message: 'The request headers are too large' };
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        code: 'bad_request',
        message: 'The request gives its body length more than once or in a way that is not valid',
      };
    case 'HPE_INVALID_CHUNK_SIZE':
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 400, code: 'bad_request', message: 'The request body is not validly chunked' };
    default:
      return { status: 400, code: 'bad_request', message: 'The request is not valid HTTP' };
  }
}

const REASON: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the bytes, so no request object exists and
 * the answer is written to the socket by hand, then the connection is closed (its framing is lost).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = parserRefusal(error);
  if (socket.writable) {
    const body = refusalBody(refusal);
    socket.write(
      `HTTP/1.1 ${refusal.status} ${REASON[refusal.status] ?? 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/**
 * Node answers an `Expect` header other than 100-continue with a bare 417 unless the server
 * listens for `checkExpectation`: this listener answers it in the envelope.
 */
export function answerUnmetExpectations(server: EventEmitter) {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = refusalBody({
      status: 417,
      code: 'expectation_failed',
      message: 'The Expect header asks for something this server does not do (only 100-continue)',
    });
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
  });
}

/**
 * A request line in absolute form (`GET http://host/path HTTP/1.1`, which HTTP/1.1 servers must
 * accept) is routed by its path, so `/api/...` reaches the API rather than the portal's index page.
 */
export function routeAbsoluteForm(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (url.startsWith('/')) return url;
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^#]*)/i.exec(url);
  if (!match) return url;
  const rest = match[1] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}
