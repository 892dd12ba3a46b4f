// Every contract operation is served, except those operation-coverage.ts names as pending (with their
// issue); this test holds that list to what buildApp really registers.
import { operations } from '@portal/shared/contract';
import { adminOperations } from '@portal/shared/contract/admin';
import { remoteRegistryOperations } from '@portal/shared/contract/remote-registry';
import { servedOperations } from '../http/route';
import { PENDING_OPERATIONS, type OperationId } from '../operation-coverage';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contractIds = Object.keys({ ...operations, ...remoteRegistryOperations, ...adminOperations }) as OperationId[];
const pending = new Set(Object.keys(PENDING_OPERATIONS));

test('every operation not marked pending has a route', () => {
  const served = servedOperations(t.app);
  expect(contractIds.filter((id) => !pending.has(id) && !served.has(id))).toEqual([]);
});

test('an operation marked pending is in the contract, has no route yet and names its issue', () => {
  const served = servedOperations(t.app);
  for (const [id, issue] of Object.entries(PENDING_OPERATIONS)) {
    expect(contractIds).toContain(id);
    expect(served.has(id)).toBe(false);
    expect(issue).toBeGreaterThan(0);
  }
});
