/**
 * The chat socket's reconnect delays (issue 17 item 8, attack 34): doubling from RECONNECT_BASE_MS, capped at
 * RECONNECT_CAP_MS, with "equal jitter" (half fixed, half random) so that thousands of browsers dropped by
 * one server restart do not all knock again at the same instant. Replaces J45's fixed 5 s DEFAULT.
 */
export const RECONNECT_BASE_MS = 2000;
export const RECONNECT_CAP_MS = 30_000;

/** The wait before reconnect attempt `attempt` (1 = the first after a drop), in ms. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
