import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { beaconHandler } from './handlers/beacon';

/** Where the browser client's calls land in tests (same-origin `/api` under happy-dom's localhost:3000). */
export const API = 'http://localhost:3000/api';

/**
 * The one msw server of component tests; handlers come from `tests/mocks/handlers/<family>.ts`. The pages' beacon is
 * always there: it passes views and log batches on to the API handlers, as the web server does.
 */
export const server = setupServer(beaconHandler);

/**
 * Starts the mock network for a test file: a call without a handler fails the test
 * (`onUnhandledRequest: 'error'`), and each test's handlers are dropped after it.
 */
export function startMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
