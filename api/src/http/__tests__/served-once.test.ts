// route() refuses to register one contract operation twice (two handlers for one call is a bug).
import Fastify from 'fastify';
import { getIp } from '@portal/shared/contract';
import { route, servedOperations } from '../route';

test('a second route for the same operation is refused at start', () => {
  const app = Fastify();
  app.decorate('portal', {} as never);
  route(app, getIp, async () => ({ ip: '127.0.0.1' }) as never);
  expect(servedOperations(app).has('getIp')).toBe(true);
  expect(() => route(app, getIp, async () => ({ ip: '127.0.0.1' }) as never)).toThrow(/getIp is served twice/);
});
