// jsdom has no Fetch API (Request, Response, Headers), which react-router's data routers need for
// loaders and redirects. This environment lends jsdom Node's own implementations, together with
// Node's AbortController/AbortSignal (Node's Request accepts only its own signals).
// Use it with a docblock: /** @jest-environment ./test/jsdom-with-fetch-environment.mjs */
import JSDOMEnvironment from 'jest-environment-jsdom';

const FROM_NODE = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];

export default class JSDOMWithFetchEnvironment extends (JSDOMEnvironment.default ?? JSDOMEnvironment) {
  constructor(...args) {
    super(...args);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}
