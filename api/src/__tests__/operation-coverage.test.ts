// The list in operation-coverage.ts says which operations are served and which wait for an issue;
// this test holds it to what buildApp really registers.
import { operations } from '@portal/shared/contract';
import { remoteRegistryOperations } from '@portal/shared/contract/remote-registry';
import { servedOperations } from '../http/route';
import { OPERATION_COVERAGE, type OperationId } from '../operation-coverage';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listed = Object.keys(OPERATION_COVERAGE) as OperationId[];

test('every operation of the contract is listed, and nothing else', () => {
  expect([...listed].sort()).toEqual(Object.keys({ ...operations, ...remoteRegistryOperations }).sort());
});

test('an operation marked served has a route', () => {
  const served = servedOperations(t.app);
  const missing = listed.filter((id) => OPERATION_COVERAGE[id] === 'served' && !served.has(id));
  expect(missing).toEqual([]);
});

// Routes of server-only operations (the captcha widget's own calls) are not in the contract and not listed.
test('a contract operation with a route is marked served (not left pending)', () => {
  const contractIds = new Set<string>(listed);
  const unmarked = [...servedOperations(t.app)].filter(
    (id) => contractIds.has(id) && OPERATION_COVERAGE[id as OperationId] !== 'served',
  );
  expect(unmarked).toEqual([]);
});

test('pending operations name the issue that owns them', () => {
  for (const id of listed) {
    const coverage = OPERATION_COVERAGE[id];
    if (coverage !== 'served') expect(coverage.pendingIn).toBeGreaterThan(0);
  }
});
