/**
 * The events family (`/ec/*`, spec §7.5): events and products, orders and tickets, payment with the sandbox
 * provider. A sweep expires unpaid orders whose countdown has ended (reads also do it lazily); it ticks on every
 * API instance and runs, each period, on the one that wins the period's lease in the shared state
 * (`scheduleSingleOwner`, docs/shared-state.md). The expiry is a conditional update, so a lost lease can cost a
 * duplicate run, never a wrong result.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { scheduleSingleOwner } from '../state/single-owner';
import { registerEcEventRoutes } from './ec-events';
import { expireAndNotify, registerEcOrderRoutes } from './ec-orders';
import { registerEcPayRoutes } from './ec-pay';

/** The lock that names the sweep's owner of the period. */
export const ORDER_EXPIRY_LOCK = 'ec:order-expiry';

/** Sweeps this instance ran, by the app's HTTP server (for tests and metrics). */
const sweepRuns = new WeakMap<object, number>();

/** How many expiry sweeps the app listening on `server` ran (0 when none). */
export function orderExpirySweepRuns(server: object): number {
  return sweepRuns.get(server) ?? 0;
}

export function registerEcRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEcEventRoutes(app, ctx);
  registerEcOrderRoutes(app, ctx);
  registerEcPayRoutes(app, ctx);
  const server = app.server;
  const sweep = scheduleSingleOwner(
    ctx.state.locks,
    ORDER_EXPIRY_LOCK,
    ctx.env.orderExpirySweepMs,
    async () => {
      sweepRuns.set(server, orderExpirySweepRuns(server) + 1);
      await expireAndNotify(ctx);
    },
    // a failed tick (the lock's store unreachable, or the sweep itself) is retried by the next one
    (error) => app.log.error({ err: error }, 'order expiry sweep failed'),
  );
  app.addHook('onClose', async () => {
    await sweep.stop();
  });
}
