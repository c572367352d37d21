/**
 * The fixed client Basic authorization of the token call (`Authorization: Basic base64(id:secret)`).
 */
import type { FastifyRequest } from 'fastify';
import type { ApiEnv, OAuthClient } from '../config';
import { unauthorized } from '../http/envelope';
import { safeEqual } from './secrets';

export function clientOf(request: FastifyRequest, env: ApiEnv): OAuthClient | null {
  const header = request.headers.authorization;
  const match = header ? /^Basic\s+(\S+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  if (at <= 0) return null;
  const id = decoded.slice(0, at);
  const secret = decoded.slice(at + 1);
  return env.oauthClients.find((c) => c.id === id && safeEqual(c.secret, secret)) ?? null;
}

/** The authenticated client, or HTTP 401 `invalid client`. */
export function requireClient(request: FastifyRequest, env: ApiEnv): OAuthClient {
  const client = clientOf(request, env);
  if (!client) throw unauthorized('invalid client');
  return client;
}
