/**
 * Socket tickets (issue 17 item 6): the chat socket's URL carries a one-minute, single-use ticket instead of
 * the 30-day access token, so what reverse proxies, access logs and error reports may see of it is worthless
 * a minute later (and after the first connect). `GET /msg/ws/ticket` issues one for the caller's session;
 * the broker spends it at CONNECT and keeps the session id, so a logout still ends the socket.
 *
 * Kept in memory, per app: a ticket lives a minute and the broker runs in this process.
 */
import type { AppContext } from '../context';
import { randomToken, sha256 } from '../auth/secrets';
import type { Session } from '../auth/tokens';

export const WS_TICKET_TTL_MS = 60_000;
/** At most this many live tickets per member (a reconnect loop cannot fill the memory). */
const MAX_TICKETS_PER_MEMBER = 20;

interface TicketEntry {
  session: Session;
  expiresAt: number;
}

export class TicketStore {
  private readonly byHash = new Map<string, TicketEntry>();

  constructor(private readonly ttlMs = WS_TICKET_TTL_MS) {}

  issue(session: Session, now = Date.now()): { ticket: string; expiresIn: number } {
    this.sweep(now);
    const mine = [...this.byHash.entries()].filter(([, e]) => e.session.memberId === session.memberId);
    for (const [hash] of mine.slice(0, Math.max(0, mine.length - MAX_TICKETS_PER_MEMBER + 1))) this.byHash.delete(hash);
    const ticket = randomToken(24);
    this.byHash.set(sha256(ticket), { session, expiresAt: now + this.ttlMs });
    return { ticket, expiresIn: Math.round(this.ttlMs / 1000) };
  }

  /** The session a ticket was issued to, once: the ticket is gone afterwards; null when unknown or expired. */
  spend(ticket: string, now = Date.now()): Session | null {
    const hash = sha256(ticket);
    const entry = this.byHash.get(hash);
    if (!entry) return null;
    this.byHash.delete(hash);
    return entry.expiresAt > now ? entry.session : null;
  }

  private sweep(now: number): void {
    for (const [hash, entry] of this.byHash) if (entry.expiresAt <= now) this.byHash.delete(hash);
  }

  get size(): number {
    return this.byHash.size;
  }
}

const stores = new WeakMap<AppContext, TicketStore>();

export function ticketStoreOf(ctx: AppContext): TicketStore {
  let store = stores.get(ctx);
  if (!store) {
    store = new TicketStore();
    stores.set(ctx, store);
  }
  return store;
}
