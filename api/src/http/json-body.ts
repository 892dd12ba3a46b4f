// The JSON body parser of every route: Fastify's own (prototype-poisoning checks, its empty-body error),
// after a check of how deeply the body nests. No request of the API nests more than a few levels, while a
// body of 100 000 `[` makes everything that walks it afterwards (validation, the NUL check, logging)
// overflow the stack: a 500. Such a body is a 400 before it is parsed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** Objects and arrays inside one another; the deepest request the contract describes uses 4. */
const MAX_JSON_DEPTH = 32;

export const tooDeep = () =>
  new ApiError(400, 'invalid_json', `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);

/** Whether `text` opens more than `max` objects or arrays inside one another (strings are skipped). */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** Installs the parser for application/json on `app` (before any route or scope is registered). */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body, done) => {
    if (nestsDeeperThan(body as string)) return done(tooDeep(), undefined);
    return parse(request, body as string, done);
  });
}
