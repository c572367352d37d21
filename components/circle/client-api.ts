'use client';

/**
 * Lazy access to the browser API client and the circle / post-publish calls, so axios and zod stay
 * out of the first load of the cached circle and post pages.
 */
export async function circleApi() {
  const [{ clientTransport }, circle, publish, errors] = await Promise.all([
    import('@/lib/api/client'),
    import('@/lib/api/circle'),
    import('@/lib/api/post-publish'),
    import('@/lib/api/errors'),
  ]);
  return { t: clientTransport, ...circle, ...publish, ApiError: errors.ApiError };
}

/** The message of a failed call (the API's msg when it sent one). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return String(error);
}

/** The business code of a failed call, when it has one. */
export function errorCode(error: unknown): number | null {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'number' ? error.code : null;
}
