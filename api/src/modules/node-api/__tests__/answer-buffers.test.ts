// The users answer's buffer is reused for a later answer (node-http.ts), and only once its response has
// finished: a buffer handed back while the socket or the compressor still reads it would send one node
// another answer's bytes.
import crypto from 'node:crypto';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { nodeUsers } from '@portal/shared/contract';
import { zodValidatorCompiler } from '../../../http/validation';
import { AnswerWriter, JsonText, nodeApiScope, nodeRoute } from '../node-http';

/** An answer of `bytes` bytes of data (a JSON string of random letters, which compresses poorly). */
function answerOf(bytes: number, recycle?: () => void): JsonText {
  const writer = new AnswerWriter(bytes);
  writer.text(`"${crypto.randomBytes((bytes * 3) / 4).toString('base64')}"`);
  const answer = writer.finish();
  return recycle ? new JsonText(answer.payload, answer.hash, recycle) : answer;
}

const sameMemory = (a: Buffer, b: Buffer) => a.buffer === b.buffer && a.byteOffset === b.byteOffset;

describe('answer buffers', () => {
  it('gives a finished answer’s buffer to the next answer, and never one still out', () => {
    const first = answerOf(64 * 1024);
    const second = answerOf(64 * 1024);
    expect(sameMemory(first.payload, second.payload)).toBe(false);
    first.recycle!();
    const third = answerOf(32 * 1024);
    expect(sameMemory(third.payload, first.payload)).toBe(true);
    // Not handed out twice: the second is still out, the first is out again.
    const fourth = answerOf(32 * 1024);
    expect(sameMemory(fourth.payload, first.payload) || sameMemory(fourth.payload, second.payload)).toBe(false);
  });
});

describe('a node route hands the buffer back once the response finished', () => {
  let app: FastifyInstance;
  let port: number;
  let answer: JsonText;
  const recycled = jest.fn();

  beforeAll(async () => {
    app = Fastify();
    // nodeRoute records what it serves per portal context; this app has no other use for one.
    app.decorate('portal', {} as FastifyInstance['portal']);
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
    await nodeApiScope(app, (scope) =>
      nodeRoute(scope, nodeUsers, { authenticate: async () => 'node', etag: true }, async () => answer),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());
  beforeEach(() => recycled.mockClear());

  /** GET users over a socket that reads nothing until `hold` resolves; answers the raw response. */
  function slowGet(headers: string, hold: Promise<void>): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /v1/mod_mu/users?node_id=1&key=k HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${headers}\r\n`);
      });
      socket.pause();
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks)));
      socket.on('error', reject);
      void hold.then(() => socket.resume());
    });
  }

  it('not while the socket still sends it (32 MB to a client that does not read yet)', async () => {
    answer = answerOf(32 * 1024 * 1024, recycled);
    let release!: () => void;
    const response = slowGet('', new Promise((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(recycled).not.toHaveBeenCalled();
    release();
    const raw = await response;
    expect(raw.subarray(raw.indexOf('\r\n\r\n') + 4).equals(answer.payload)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recycled).toHaveBeenCalledTimes(1);
  });

  it('after a compressed response and after a 304', async () => {
    answer = answerOf(2 * 1024 * 1024, recycled);
    await slowGet('Accept-Encoding: gzip\r\n', Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recycled).toHaveBeenCalledTimes(1);
    const notModified = await slowGet(`If-None-Match: W/"${answer.hash}"\r\n`, Promise.resolve());
    expect(notModified.toString('latin1')).toMatch(/^HTTP\/1\.1 304/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recycled).toHaveBeenCalledTimes(2);
  });
});
