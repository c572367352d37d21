/**
 * Socket tickets (issue 17 item 6): the chat socket's URL carries a one-minute, single-use ticket instead of
 * the 30-day access token, so what reverse proxies, access logs and error reports may see of it is worthless
 * a minute later (and after the first connect). `GET /msg/ws/ticket` issues one for the caller's session;
 * the broker spends it at CONNECT and keeps the session id, so a logout still ends the socket.
 *
 * Kept in the shared state's one-time tokens (docs/shared-state.md), by the ticket's hash: in process without
 * `REDIS_URL`; on Redis with it, so a ticket issued by one API instance is spent exactly once on whichever instance
 * the socket reaches. A failing store fails closed: the issue answers 503, the CONNECT is refused.
 */
import type { AppContext } from '../context';
import { randomToken, sha256 } from '../auth/secrets';
import type { Session } from '../auth/tokens';
import type { OneTimeTokens } from '../state/one-time-tokens';

export const WS_TICKET_TTL_MS = 60_000;
/** At most this many live tickets per member (a reconnect loop cannot fill the memory): the oldest goes. */
export const MAX_TICKETS_PER_MEMBER = 20;

export class TicketStore {
  constructor(
    private readonly tokens: OneTimeTokens,
    private readonly ttlMs = WS_TICKET_TTL_MS,
  ) {}

  async issue(session: Session): Promise<{ ticket: string; expiresIn: number }> {
    const ticket = randomToken(24);
    const value: Session = { tokenId: session.tokenId, memberId: session.memberId };
    await this.tokens.put(sha256(ticket), value, this.ttlMs, { key: `ws-ticket:${session.memberId}`, maxPerGroup: MAX_TICKETS_PER_MEMBER });
    return { ticket, expiresIn: Math.round(this.ttlMs / 1000) };
  }

  /** The session a ticket was issued to, once: the ticket is gone afterwards; null when unknown or expired. */
  async spend(ticket: string): Promise<Session | null> {
    return await this.tokens.take<Session>(sha256(ticket));
  }
}

const stores = new WeakMap<AppContext, TicketStore>();

export function ticketStoreOf(ctx: AppContext): TicketStore {
  let store = stores.get(ctx);
  if (!store) {
    store = new TicketStore(ctx.state.tokens);
    stores.set(ctx, store);
  }
  return store;
}
