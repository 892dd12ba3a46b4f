// A scripted XMLHttpRequest for tests: axios runs its real browser adapter (headers, XSRF cookie,
// timeout message, cancellation) against it, and each test answers requests with a handler.

export interface FakeRequest {
  method: string;
  /** Path and query, e.g. '/api/v2/captcha-key?captcha_key_type=login'. */
  url: string;
  path: string;
  query: URLSearchParams;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: string | null;
  /** The body parsed as JSON when it is JSON. */
  json: unknown;
}

export type FakeReply =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | 'network-error'
  /** Never answers: the request ends by timeout or cancellation. */
  | 'hang';

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  requests: FakeRequest[];
  setHandler(handler: FakeHandler): void;
  restore(): void;
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function installFakeXhr(
  initial: FakeHandler = () => ({ status: 404, body: { is_success: false, message: 'no handler' } }),
): FakeServer {
  const original = globalThis.XMLHttpRequest;
  let handler = initial;
  const requests: FakeRequest[] = [];

  class FakeXMLHttpRequest {
    readyState = 0;
    status = 0;
    statusText = '';
    responseText = '';
    response: unknown = '';
    responseType = '';
    responseURL = '';
    timeout = 0;
    withCredentials = false;
    onloadend: ((event?: unknown) => void) | null = null;
    onerror: ((event?: unknown) => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onreadystatechange: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};
    private aborted = false;
    private timeoutTimer: ReturnType<typeof setTimeout> | undefined;

    open(method: string, url: string): void {
      this.method = method.toUpperCase();
      this.url = url;
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers[name.toLowerCase()] = value;
    }

    getAllResponseHeaders(): string {
      return Object.entries(this.responseHeaders)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n');
    }

    addEventListener(): void {}
    removeEventListener(): void {}

    abort(): void {
      this.aborted = true;
      clearTimeout(this.timeoutTimer);
    }

    send(body: string | null = null): void {
      const parsed = new URL(this.url, 'http://localhost');
      const request: FakeRequest = {
        method: this.method,
        url: parsed.pathname + parsed.search,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: { ...this.headers },
        body,
        json: parseJson(body),
      };
      requests.push(request);
      if (this.timeout > 0) {
        this.timeoutTimer = setTimeout(() => !this.aborted && this.ontimeout?.(), this.timeout);
      }
      void Promise.resolve()
        .then(() => handler(request))
        .then((reply) => this.reply(reply));
    }

    private reply(reply: FakeReply): void {
      if (this.aborted || reply === 'hang') return;
      clearTimeout(this.timeoutTimer);
      if (reply === 'network-error') {
        this.onerror?.({ type: 'error' });
        return;
      }
      const text =
        reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      this.status = reply.status;
      this.statusText = String(reply.status);
      this.responseText = text;
      this.response = text;
      this.responseHeaders = {
        'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
        ...reply.headers,
      };
      this.readyState = 4;
      this.onloadend?.({ type: 'loadend' });
    }
  }

  Object.assign(globalThis, { XMLHttpRequest: FakeXMLHttpRequest });
  return {
    requests,
    setHandler(next) {
      handler = next;
    },
    restore() {
      Object.assign(globalThis, { XMLHttpRequest: original });
    },
  };
}
