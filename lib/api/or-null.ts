import { isApiError } from '@/lib/api/errors';

/** Resolves null when the API answers code 404 (the id does not exist); other failures still throw. */
export function nullIfNotFound<T>(call: Promise<T>): Promise<T | null> {
  return call.catch((error: unknown) => {
    if (isApiError(error) && error.code === 404) return null;
    throw error;
  });
}
