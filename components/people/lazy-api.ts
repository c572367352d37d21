/**
 * The browser API client and the social calls, loaded on first use so plain islands keep axios and zod
 * out of the first load.
 */
export async function socialApi() {
  const [{ clientTransport }, api] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/social')]);
  return { t: clientTransport, ...api };
}

/** The code of an API failure (ApiError), or null. */
export function errorCode(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof (error as { code: unknown }).code === 'number'
    ? (error as { code: number }).code
    : null;
}

/** The server message of an API failure, or null. */
export function errorMsg(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'msg' in error && typeof (error as { msg: unknown }).msg === 'string'
    ? (error as { msg: string }).msg
    : null;
}
