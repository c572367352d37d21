/**
 * The registry of connected chat sessions of one app (one per AppContext): which sessions each member
 * has open, so the send service can deliver a stored message to every session of its recipient and to
 * the sender's other sessions.
 */
import type { AppContext } from '../context';

/** A connected, authenticated real-time session. */
export interface ChatSubscriber {
  readonly id: string;
  readonly memberId: number;
  /** Pushes the message (already shaped for this member) to the client if it listens for messages. */
  push(message: unknown): void;
  /** Ends the session (the app is closing). */
  shutdown(): void;
}

export class ChatHub {
  private readonly byMember = new Map<number, Set<ChatSubscriber>>();

  add(session: ChatSubscriber): void {
    let set = this.byMember.get(session.memberId);
    if (!set) {
      set = new Set();
      this.byMember.set(session.memberId, set);
    }
    set.add(session);
  }

  remove(session: ChatSubscriber): void {
    const set = this.byMember.get(session.memberId);
    if (!set) return;
    set.delete(session);
    if (set.size === 0) this.byMember.delete(session.memberId);
  }

  sessionsOf(memberId: number): ChatSubscriber[] {
    return [...(this.byMember.get(memberId) ?? [])];
  }

  /** Number of open sessions (all members). */
  get size(): number {
    let n = 0;
    for (const set of this.byMember.values()) n += set.size;
    return n;
  }

  /** Every session of `memberId` except the one with id `exceptId` receives `message`. */
  deliver(memberId: number, message: unknown, exceptId?: string): number {
    let delivered = 0;
    for (const session of this.sessionsOf(memberId)) {
      if (session.id === exceptId) continue;
      session.push(message);
      delivered += 1;
    }
    return delivered;
  }

  shutdownAll(): void {
    for (const set of [...this.byMember.values()]) for (const session of [...set]) session.shutdown();
    this.byMember.clear();
  }
}

const hubs = new WeakMap<AppContext, ChatHub>();

export function chatHubOf(ctx: AppContext): ChatHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    hub = new ChatHub();
    hubs.set(ctx, hub);
  }
  return hub;
}
