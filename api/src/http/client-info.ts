// Who is calling, as the account logs record it: the client's IP (TRUST_PROXY decides which) and its
// User-Agent (cut to a sane length).
import type { FastifyRequest } from 'fastify';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) };
}
