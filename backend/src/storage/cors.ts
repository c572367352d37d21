/**
 * CORS of the storage stand-in: the browser uploads straight to the storage host (a cross-origin request from
 * the site), as it does to a real OSS bucket with a CORS rule. Only the site's own origins (`SITE_URL`) are
 * allowed; the answer's ETag is exposed (ali-oss reads a part's ETag). No credentials: requests carry
 * signatures, never cookies.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE';
const ALLOWED_HEADERS = new Set(['authorization', 'content-type', 'content-md5', 'content-disposition', 'cache-control', 'expires']);
const EXPOSED_HEADERS = 'ETag, x-oss-request-id';

function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin ? origin : null;
}

/** Adds the CORS answer headers for an allowed origin; true when the request's origin is allowed (or absent). */
export function applyCors(request: FastifyRequest, reply: FastifyReply, allowed: readonly string[]): boolean {
  reply.header('vary', 'Origin');
  const origin = originOf(request);
  if (!origin) return true;
  if (!allowed.includes(origin)) return false;
  reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', EXPOSED_HEADERS);
  return true;
}

/** Answers a preflight: 204 with the allowed methods and the asked headers when all are allowed, else 403. */
export function answerPreflight(request: FastifyRequest, reply: FastifyReply, allowed: readonly string[]): FastifyReply {
  const origin = originOf(request);
  const asked = String(request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const headersOk = asked.every((h) => ALLOWED_HEADERS.has(h) || h.startsWith('x-oss-'));
  if (!origin || !allowed.includes(origin) || !headersOk) return reply.status(403).header('vary', 'Origin').send();
  return reply
    .status(204)
    .header('vary', 'Origin')
    .header('access-control-allow-origin', origin)
    .header('access-control-allow-methods', ALLOWED_METHODS)
    .header('access-control-allow-headers', asked.join(', '))
    .header('access-control-expose-headers', EXPOSED_HEADERS)
    .header('access-control-max-age', '600')
    .send();
}
