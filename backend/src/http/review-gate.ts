/**
 * The gate of the platform's review routes: they exist only while the API has a review secret
 * (`REVIEW_SECRET` → `ApiEnv.reviewSecret`),
 * answer 404 without one and 403 to a missing or wrong `x-review-secret` header. Products, brands and
 * achievements share it, so the review step is the same for all three.
 */
import type { FastifyRequest } from 'fastify';
import { CATALOGUE_REVIEW_SECRET_HEADER } from '@/lib/contract/catalogue';
import { safeEqual } from '../auth/secrets';
import type { ApiEnv } from '../config';
import { ApiError, notFound } from './envelope';

const HTTP_FORBIDDEN = 403;

/** The configured review secret, or '' (review off). */
export function reviewSecretOf(env: ApiEnv): string {
  return env.reviewSecret;
}

export function requireReviewer(request: FastifyRequest, env: ApiEnv): void {
  const expected = reviewSecretOf(env);
  if (!expected) throw notFound();
  const given = request.headers[CATALOGUE_REVIEW_SECRET_HEADER];
  if (typeof given !== 'string' || !safeEqual(given, expected)) throw new ApiError(HTTP_FORBIDDEN, 'forbidden', null, HTTP_FORBIDDEN);
}
