/** A21/S70: an error's status is statusCode, else status, else the response status, else 500. */
export function errorStatus(error: unknown): number {
  const e = (error ?? {}) as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const candidate of [e.statusCode, e.status, e.response?.status]) {
    const n = Number(candidate);
    if (Number.isInteger(n) && n >= 400 && n < 600) return n;
  }
  return 500;
}
