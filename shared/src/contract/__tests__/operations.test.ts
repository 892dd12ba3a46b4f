// The operation table: ids match keys, nothing is declared twice, paths and params agree.
import {
  operationAreas,
  operationList,
  operations,
  type OperationBody,
  type OperationId,
  type OperationParams,
  type OperationQuery,
  type Operations,
} from '../index';
import { remoteRegistryOperations } from '../remote-registry';
import { adminOperationAreas, adminOperations } from '../admin';

/** The portal's operations and those of its subpaths: the remote registry's and the console's (admin.ts). */
const everyOperation = [
  ...operationList,
  ...Object.values(remoteRegistryOperations),
  ...Object.values(adminOperations),
];

const TAGS = [
  'auth',
  'user',
  'account',
  'announcements',
  'tickets',
  'services',
  'shop',
  'wallet',
  'payment',
  'node',
  'functions',
  'misc',
  'remote-registry',
  'admin',
];

describe('operations', () => {
  it('keys every operation by its own id', () => {
    for (const [key, op] of Object.entries(operations)) expect(op.id).toBe(key);
    expect(operationList).toHaveLength(Object.keys(operations).length);
  });

  it('gathers every area whole: no id is declared in two areas', () => {
    const declared = operationAreas.reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(Object.keys(operations)).toHaveLength(declared);
    const declaredAdmin = adminOperationAreas.reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(Object.keys(adminOperations)).toHaveLength(declaredAdmin);
    for (const [key, op] of Object.entries(adminOperations)) expect(op.id).toBe(key);
  });

  it('has unique ids and unique method + path pairs', () => {
    const ids = everyOperation.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = everyOperation.map((op) => `${op.method} ${op.path}`);
    const duplicates = routes.filter((route, index) => routes.indexOf(route) !== index);
    expect(duplicates).toEqual([]);
  });

  it('uses camelCase ids, absolute paths and a known slice tag', () => {
    for (const op of everyOperation) {
      expect(op.id).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(op.path).toMatch(/^\/[\w\-/{}.]*$/);
      expect(TAGS).toContain(op.tag);
      expect(op.summary.length).toBeGreaterThan(0);
    }
  });

  it('declares exactly the path parameters its path names', () => {
    for (const op of everyOperation) {
      const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = 'params' in op && op.params ? Object.keys(op.params.shape).sort() : [];
      expect({ id: op.id, params: declared }).toEqual({ id: op.id, params: inPath });
    }
  });

  it('sends a body only with POST, PUT and PATCH, and marks bodyRequired only where there is a body', () => {
    for (const op of everyOperation) {
      if ('body' in op)
        expect({ id: op.id, method: op.method }).toEqual({
          id: op.id,
          method: expect.stringMatching(/^(POST|PUT|PATCH)$/),
        });
      if ('bodyRequired' in op) expect('body' in op).toBe(true);
    }
  });

  it('keeps literal types per operation (checked by tsc)', () => {
    const id: OperationId = 'userTicketsList';
    // @ts-expect-error unknown operation ids are not OperationIds
    const unknownId: OperationId = 'noSuchOperation';
    const query: OperationQuery<Operations['userTicketsList']> = { page: 1, size: 20 };
    // @ts-expect-error size is a number
    const badQuery: OperationQuery<Operations['userTicketsList']> = { size: 'twenty' };
    const params: OperationParams<Operations['userTicketsMessages']> = {
      ticket_id: '019a4fb2-ff91-778b-bb28-adccad5ca701',
    };
    const body: OperationBody<Operations['userTicketsCreate']> = { title: 'VPN is slow', content: 'Since Monday.' };
    const method: 'PUT' = operations.userTicketsEditStatus.method;
    const credentials: 'bearer-if-configured' = operations.paymentAdminNotify.credentials;
    expect([id, unknownId, query, badQuery, params, body, method, credentials]).toHaveLength(8);
  });
});
