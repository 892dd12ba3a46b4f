// `api` loads the HTTP transport (axios and the contract) with the first call, once, and survives a
// failed load: what keeps axios off a page that has not called the API yet.
import type * as Client from '../client';
import { isApiError } from '../errors';

let loads: number;
let failNextLoad: boolean;

beforeEach(() => {
  jest.resetModules();
  loads = 0;
  failNextLoad = false;
  jest.doMock('@portal/shared/http', () => {
    loads += 1;
    if (failNextLoad) {
      failNextLoad = false;
      throw new Error('ChunkLoadError: Loading chunk 540 failed.');
    }
    return { callOperationById: async (id: string, args: unknown) => ({ id, args }) };
  });
});

afterEach(() => {
  jest.dontMock('@portal/shared/http');
});

async function loadClient(): Promise<typeof Client> {
  return import('../client');
}

it('loads nothing until the first call, then the transport once for every call', async () => {
  const { api } = await loadClient();
  expect(loads).toBe(0);
  await expect(api.getHealth()).resolves.toEqual({ id: 'getHealth', args: undefined });
  await expect(api.getVersionList({ query: { type: 'web' } })).resolves.toEqual({
    id: 'getVersionList',
    args: { query: { type: 'web' } },
  });
  expect(loads).toBe(1);
});

it('gives the same function for the same operation each time', async () => {
  const { api } = await loadClient();
  expect(api.getHealth).toBe(api.getHealth);
});

it('is never taken for a promise', async () => {
  const { api } = await loadClient();
  expect((api as unknown as { then?: unknown }).then).toBeUndefined();
  await expect(Promise.resolve(api)).resolves.toBe(api);
  expect(loads).toBe(0);
});

it('turns a failed load into a network ApiError and tries again on the next call', async () => {
  const { api } = await loadClient();
  failNextLoad = true;
  const error: unknown = await api.getHealth().catch((reason: unknown) => reason);
  expect(isApiError(error) && error.kind).toBe('network');
  await expect(api.getHealth()).resolves.toEqual({ id: 'getHealth', args: undefined });
  expect(loads).toBe(2);
});
