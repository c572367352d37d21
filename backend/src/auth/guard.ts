/**
 * Reads `Authorization: Bearer <token>` on every request. Public routes ignore a bad token;
 * member routes call `requireMember` and answer HTTP 401 without a live session.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERR_BANNED } from '@/lib/constants';
import type { AppContext } from '../context';
import { get } from '../db/sql';
import { ApiError, unauthorized } from '../http/envelope';
import { sessionOfAccessToken, type Session } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Session | null;
  }
}

export const BANNED_MESSAGE = '您的账号已被禁言，请联系管理员';

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function registerAuthGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerOf(request);
    request.auth = token ? await sessionOfAccessToken(ctx, token) : null;
  });
}

/** The calling member's session, or HTTP 401. */
export function requireMember(request: FastifyRequest): Session {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The calling member's id when logged in, else null (public routes). */
export function optionalMemberId(request: FastifyRequest): number | null {
  return request.auth?.memberId ?? null;
}

/** A member who may publish or send: logged in and not banned (ERR_BANNED otherwise). */
export async function requireActiveMember(request: FastifyRequest, ctx: AppContext): Promise<Session> {
  const session = requireMember(request);
  const row = await get<{ is_banned: number }>(ctx.db, 'SELECT is_banned FROM members WHERE id = ?', session.memberId);
  if (!row) throw unauthorized();
  if (row.is_banned) throw new ApiError(ERR_BANNED, BANNED_MESSAGE);
  return session;
}
