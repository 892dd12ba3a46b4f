// Answers the shared axios instance's requests from a handler, without a network.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from '@portal/shared/http';

interface FakeRequest {
  method: string;
  url: string;
}

export type FakeHandler = (request: FakeRequest) => { status: number; body?: unknown } | 'network-error';

export interface FakeApi {
  requests: FakeRequest[];
  setHandler(handler: FakeHandler): void;
  restore(): void;
}

export function installFakeApi(
  initial: FakeHandler = () => ({ status: 404, body: { is_success: false, message: 'not found' } }),
): FakeApi {
  const original = http.defaults.adapter;
  let handler = initial;
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const query = config.params ? `?${new URLSearchParams(config.params as Record<string, string>).toString()}` : '';
    const request = { method: (config.method ?? 'get').toUpperCase(), url: `${config.url ?? ''}${query}` };
    requests.push(request);
    const answer = handler(request);
    if (answer === 'network-error') {
      const error = Object.assign(new Error('Network Error'), {
        isAxiosError: true,
        code: 'ERR_NETWORK',
        config,
        toJSON: () => ({}),
      });
      throw error;
    }
    const response = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
      request: {},
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw Object.assign(new Error(`Request failed with status code ${answer.status}`), {
      isAxiosError: true,
      response,
      config,
      toJSON: () => ({}),
    });
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    setHandler(next) {
      handler = next;
    },
    restore() {
      http.defaults.adapter = original;
    },
  };
}
