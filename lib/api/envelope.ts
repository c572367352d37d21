import type { ZodType } from 'zod';
import { CODE_SUCCESS } from '@/lib/constants';
import { ApiError, nonBusinessError } from '@/lib/api/errors';

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    typeof (value as { code: unknown }).code === 'number'
  );
}

/** Parses `data` with the schema when one is given; a failure is a non-business error (-1000). */
export function parseData<T>(data: unknown, schema: ZodType<T> | undefined, httpStatus?: number): T {
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'invalid';
    throw nonBusinessError(`unexpected response (${where})`, httpStatus);
  }
  return parsed.data;
}

/**
 * Unwraps an envelope: code 0 → data (parsed with the schema); any other code → ApiError(code, msg).
 * A body that is not an envelope is a non-business error.
 */
export function unwrapEnvelope<T>(body: unknown, schema: ZodType<T> | undefined, httpStatus?: number): T {
  if (!isEnvelope(body)) throw nonBusinessError('response is not an envelope', httpStatus);
  const msg = typeof body.msg === 'string' ? body.msg : '';
  if (body.code !== CODE_SUCCESS) throw new ApiError(body.code, msg, httpStatus, body.data);
  return parseData(body.data ?? null, schema, httpStatus);
}
