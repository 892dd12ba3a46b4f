// The floor of an authenticated read (issue 14): a bare Fastify doing exactly the minimum work of
// GET /api/v2/user/get_me — verify the ES256 bearer token with jose, read the user by primary key
// over pg — and nothing else. The bench measures the portal's endpoints as a ratio of this figure.
// Env: DATABASE_URL, JWT_PUBLIC_KEY (PEM), PORT.
import Fastify from 'fastify';
import { importSPKI, jwtVerify } from 'jose';
import pg from 'pg';

async function main(): Promise<void> {
  const publicKey = await importSPKI(process.env.JWT_PUBLIC_KEY ?? '', 'ES256');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/floor', async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return reply.code(401).send({ is_success: false, message: 'no token' });
    const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'] });
    const subject = payload.subject_access as { user_id: number };
    const { rows } = await pool.query('select * from users where id = $1', [subject.user_id]);
    const user = rows[0];
    if (!user) return reply.code(401).send({ is_success: false, message: 'no user' });
    return { is_success: true, message: 'OK', result: { user_id: user.id, email: user.email, user_name: user.name } };
  });
  const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  console.log(`floor listening at ${address}`);
  const stop = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
