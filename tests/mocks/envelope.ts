import { HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type { ZodType } from 'zod';
import type { Page } from '@/lib/contract/common';

/** A refused call as the API answers it: `{code, msg, data}` with a non-zero code (HTTP 200). */
export interface Refusal {
  refused: true;
  code: number;
  msg: string;
  data?: unknown;
}

export function refuse(code: number, msg: string, data?: unknown): Refusal {
  return { refused: true, code, msg, data };
}

/** A call that gets no answer at all (the network is down): the client sees a network error. */
export interface Unreachable {
  unreachable: true;
}

export function unreachable(): Unreachable {
  return { unreachable: true };
}

/** What a handler answers: the data, a refusal, no answer, or a function of the request giving one of them. */
export type Answer<T> = T | Refusal | Unreachable;
export type Reply<T> = Answer<T> | ((request: StrictRequest<DefaultBodyType>) => Answer<T> | Promise<Answer<T>>);

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && (value as { refused?: unknown }).refused === true;
}

function isUnreachable(value: unknown): value is Unreachable {
  return typeof value === 'object' && value !== null && (value as { unreachable?: unknown }).unreachable === true;
}

/**
 * The envelope of a reply. Data is parsed with the contract's schema first, so a mock cannot answer
 * what the API never would (a drifted mock fails the test instead of passing it).
 */
export async function envelope<T>(schema: ZodType<T> | null, reply: Reply<T>, request: StrictRequest<DefaultBodyType>) {
  const value = typeof reply === 'function' ? await (reply as (r: typeof request) => Answer<T> | Promise<Answer<T>>)(request) : reply;
  if (isUnreachable(value)) return HttpResponse.error();
  if (isRefusal(value)) return HttpResponse.json({ code: value.code, msg: value.msg, data: value.data ?? null });
  const data = schema ? schema.parse(value) : value;
  return HttpResponse.json({ code: 0, msg: 'ok', data: data as DefaultBodyType });
}

/** A page answer `{records, total, size, current, pages}`. */
export function pageOf<T>(records: T[], opts: { total?: number; size?: number; current?: number } = {}): Page<T> {
  const total = opts.total ?? records.length;
  const size = opts.size ?? 10;
  return { records, total, size, current: opts.current ?? 1, pages: Math.ceil(total / size) };
}
