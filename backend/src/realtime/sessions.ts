/**
 * The registry of connected chat sessions of one app (one per AppContext) and the delivery of stored messages to
 * them, through the shared state's message bus (docs/shared-state.md, "Chat across instances"):
 *
 * - each member with sessions here is subscribed to its channel `chat:member:{id}`: subscribed when its first
 *   session on this instance is added (`add` resolves once the subscription is live, so the broker sends CONNECTED
 *   only when nothing published from then on can be missed), unsubscribed with its last;
 * - `deliver` publishes `{message, except}` on the member's channel; every instance with sessions of that member (this
 *   one included) pushes it to its local sessions. One subscription per member and instance gives exactly once; the
 *   bus keeps publish order per channel. In process the bus is this process, and delivery is what it always was.
 * - when the publish fails (Redis unreachable) the message is pushed to this instance's sessions and the failure
 *   logged: it is stored, the other instances' clients catch up on reconnect or reload.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { MessageBus, Unsubscribe } from '../state/bus';

/** A connected, authenticated real-time session. */
export interface ChatSubscriber {
  readonly id: string;
  readonly memberId: number;
  /** Pushes the message (already shaped for this member) to the client if it listens for messages. */
  push(message: unknown): void;
  /** Ends the session (the app is closing). */
  shutdown(): void;
}

/** What travels on a member's channel. */
interface Delivery {
  message: unknown;
  /** The session the message came from (not echoed there). */
  except: string | null;
}

/** The bus channel of a member's deliveries. */
export function memberChannel(memberId: number): string {
  return `chat:member:${memberId}`;
}

interface MemberEntry {
  readonly sessions: Set<ChatSubscriber>;
  /** The member's channel subscription on this instance, when live. */
  unsubscribe: Unsubscribe | null;
  /** Subscribe / unsubscribe steps of this member, one after another. */
  chain: Promise<void>;
}

export class ChatHub {
  private readonly members = new Map<number, MemberEntry>();

  constructor(
    private readonly bus: MessageBus,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {}

  /**
   * Registers a session; resolves once its member's channel is subscribed on this instance (at once when another
   * session of the member had it subscribed already). Rejects when the subscription failed: the session is then
   * not registered.
   */
  async add(session: ChatSubscriber): Promise<void> {
    let entry = this.members.get(session.memberId);
    if (!entry) {
      entry = { sessions: new Set(), unsubscribe: null, chain: Promise.resolve() };
      this.members.set(session.memberId, entry);
    }
    entry.sessions.add(session);
    try {
      await this.sync(session.memberId, entry);
    } catch (error) {
      this.remove(session);
      throw error;
    }
  }

  remove(session: ChatSubscriber): void {
    const entry = this.members.get(session.memberId);
    if (!entry?.sessions.delete(session)) return;
    if (entry.sessions.size === 0) void this.sync(session.memberId, entry).catch(() => undefined);
  }

  /**
   * Brings the member's subscription in line with its sessions, after the steps already queued: subscribed while it
   * has sessions, not without. Failures are logged here and reported to the caller.
   */
  private sync(memberId: number, entry: MemberEntry): Promise<void> {
    const step = entry.chain.then(async () => {
      if (entry.sessions.size > 0 && !entry.unsubscribe) {
        entry.unsubscribe = await this.bus.subscribe(memberChannel(memberId), (payload) => this.onDelivery(memberId, payload));
      } else if (entry.sessions.size === 0 && entry.unsubscribe) {
        const unsubscribe = entry.unsubscribe;
        entry.unsubscribe = null;
        await unsubscribe();
      }
    });
    const settled = step.then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error, memberId }, 'chat channel (un)subscribe failed'),
    );
    const tail: Promise<void> = settled.then(() => {
      // the last step of an idle member forgets it (a later add starts afresh)
      if (entry.chain === tail && entry.sessions.size === 0 && !entry.unsubscribe && this.members.get(memberId) === entry) this.members.delete(memberId);
    });
    entry.chain = tail;
    return step;
  }

  private onDelivery(memberId: number, payload: unknown): void {
    const { message, except } = payload as Delivery;
    this.deliverLocally(memberId, message, except ?? undefined);
  }

  sessionsOf(memberId: number): ChatSubscriber[] {
    return [...(this.members.get(memberId)?.sessions ?? [])];
  }

  /** Number of open sessions on this instance (all members). */
  get size(): number {
    let n = 0;
    for (const entry of this.members.values()) n += entry.sessions.size;
    return n;
  }

  /** Every session of `memberId` on every instance, except the one with id `exceptId`, receives `message`. */
  async deliver(memberId: number, message: unknown, exceptId?: string): Promise<void> {
    const delivery: Delivery = { message, except: exceptId ?? null };
    try {
      await this.bus.publish(memberChannel(memberId), delivery);
    } catch (error) {
      this.log.warn({ err: error, memberId }, 'chat publish failed: delivered to this instance only');
      this.deliverLocally(memberId, message, exceptId);
    }
  }

  /** This instance's sessions of `memberId` but `exceptId` receive `message`; answers how many did. */
  deliverLocally(memberId: number, message: unknown, exceptId?: string): number {
    let delivered = 0;
    for (const session of this.sessionsOf(memberId)) {
      if (session.id === exceptId) continue;
      session.push(message);
      delivered += 1;
    }
    return delivered;
  }

  /** Ends every session and resolves when their channels are unsubscribed (the app is closing). */
  async shutdownAll(): Promise<void> {
    for (const entry of [...this.members.values()]) for (const session of [...entry.sessions]) session.shutdown();
    for (const entry of [...this.members.values()]) for (const session of [...entry.sessions]) this.remove(session);
    await Promise.all([...this.members.values()].map((entry) => entry.chain));
  }
}

const hubs = new WeakMap<AppContext, ChatHub>();

export function chatHubOf(ctx: AppContext): ChatHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    hub = new ChatHub(ctx.state.bus, ctx.log);
    hubs.set(ctx, hub);
  }
  return hub;
}
