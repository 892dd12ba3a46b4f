// For the page server (shell/src/server-rendering/page-server): the API client's requests handed to a
// function — which sends each with its render's page token — instead of axios's own adapter. Everything else
// a call does stays as in the browser: the required-parameter checks, the retry rule, error normalisation
// and the zod parse of the answer.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { configureApi } from '../api-client/settings';
import { http } from '../api-client/transport/http';

export interface InProcessRequest {
  method: string;
  /** Path and query, e.g. "/api/v2/user/dashboard/?x=1". */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface InProcessResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type InProcessSend = (request: InProcessRequest) => Promise<InProcessResponse>;

function headerRecord(headers: AxiosHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers.toJSON())) {
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[name] = String(value);
  }
  return out;
}

/** An axios adapter over `send`, settling as axios's own adapters do (validateStatus decides). */
function inProcessAdapter(send: InProcessSend): AxiosAdapter {
  return async (config) => {
    const uri = new URL(http.getUri(config), 'http://in-process');
    const answer = await send({
      method: (config.method ?? 'get').toUpperCase(),
      url: `${uri.pathname}${uri.search}`,
      headers: headerRecord(AxiosHeaders.from(config.headers)),
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: AxiosHeaders.from(answer.headers as Record<string, string>),
      config,
    };
    const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status < 300;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  };
}

/** Sends every request of this process's API client through `send` from now on. */
export function sendRequestsInProcess(send: InProcessSend): void {
  http.defaults.adapter = inProcessAdapter(send);
  // `send` gives each call the page's own token (shell/src/server-rendering/page-server/api-calls.ts).
  configureApi({ transportAddsCredentials: true });
}
