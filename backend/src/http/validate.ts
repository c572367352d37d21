/**
 * Input validation with the zod schemas of lib/contract; failures become `{code: 1, msg: 'field: reason'}`.
 */
import { z } from 'zod';
import { fail } from './envelope';

export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const field = issue.path.length > 0 ? issue.path.join('.') : 'input';
  return `${field}: ${issue.message}`;
}

export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw fail(describeZodError(result.error));
  return result.data;
}
