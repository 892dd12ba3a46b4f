// One shape for every failure: `{is_success:false, message, code}`. Client mistakes get a 4xx that
// names the problem; anything else is a 500 "Internal server error", logged with its stack here only.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { ApiError, errorBody } from './errors';
import { describeValidation } from './validation';

/** Fastify's own client errors, reworded. */
const FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the request body as JSON (Content-Type: application/json)',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is empty; send a JSON object',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: 'The Content-Length header does not match the body',
  },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'bad_request', message: 'The Content-Type header is not valid' },
};

export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable (its database cannot be reached). Nothing was changed; try again in a few seconds';

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  details: Record<string, string> = {},
) {
  return reply
    .code(status)
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send(errorBody(message, code, details));
}

export function installErrorHandling(
  app: FastifyInstance,
  isApiPath: (url: string) => boolean,
  spaFallback: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return send(reply, error.statusCode, error.code, error.message, error.headers, error.details);
    }
    if (error.validation) {
      return send(reply, 400, 'validation_error', describeValidation(error.validation, error.validationContext));
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.status, known.code, known.message);
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(reply, 400, 'invalid_json', 'The request body is not valid JSON');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, status === 404 ? 'not_found' : 'bad_request', error.message || 'Bad request');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return send(reply, 503, 'service_unavailable', DATABASE_UNAVAILABLE, {
        'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'internal_error', 'Internal server error');
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(url) &&
      !/\.[A-Za-z0-9]{1,8}$/.test(url)
    ) {
      return spaFallback(request, reply);
    }
    return send(reply, 404, 'not_found', `No such endpoint or file: ${request.method} ${url}`);
  });
}
