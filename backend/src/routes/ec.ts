/**
 * The events family (`/ec/*`, spec §7.5): events and products, orders and tickets, payment with the sandbox
 * provider. A timer expires unpaid orders whose countdown has ended (reads also do it lazily).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerEcEventRoutes } from './ec-events';
import { expireAndNotify, registerEcOrderRoutes } from './ec-orders';
import { registerEcPayRoutes } from './ec-pay';

export const ORDER_EXPIRY_SWEEP_MS = 15_000;

export function registerEcRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEcEventRoutes(app, ctx);
  registerEcOrderRoutes(app, ctx);
  registerEcPayRoutes(app, ctx);
  const timer = setInterval(() => {
    expireAndNotify(ctx).catch((error: unknown) => app.log.error({ err: error }, 'order expiry sweep failed'));
  }, ORDER_EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
