// The API client's calls handed to a function instead of the network (the server's renderer): the same
// request the browser would send, and its answer parsed and checked as in the browser.
import { api, isApiError } from '../../api-client';
import { http } from '../../api-client/transport/http';
import { sendRequestsInProcess, type InProcessRequest } from '../in-process-transport';

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

test('sends the method, path and query, and parses the answer with the contract', async () => {
  const seen: InProcessRequest[] = [];
  sendRequestsInProcess(async (request) => {
    seen.push(request);
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: [{ type: 'api', name: 'api', version: '1.2.3' }] }),
    };
  });
  const answer = await api.getVersionList({ query: { type: 'api' } });
  expect(answer.data[0]?.version).toBe('1.2.3');
  expect(seen).toEqual([expect.objectContaining({ method: 'GET', url: '/v1/version_list?type=api' })]);
});

test('an answer that is not 2xx is the ApiError the browser would get', async () => {
  sendRequestsInProcess(async () => ({
    status: 404,
    headers: {},
    body: JSON.stringify({ is_success: false, message: 'Nope' }),
  }));
  const error: unknown = await api.getVersion().catch((caught: unknown) => caught);
  expect(isApiError(error) && error.status).toBe(404);
});
