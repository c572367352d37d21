import type { z } from 'zod';

/** The messages of a form field, chosen by what the schema found wrong. */
export interface FieldMessages {
  /** Empty (after trimming) or missing. */
  required: string;
  /** Longer, or more items, than the schema's maximum. */
  tooLong?: string;
  /** Any other failure; `required` when absent. */
  invalid?: string;
}

/** The shape antd's Form accepts as a rule (`FormRule`), kept structural so `lib` needs no antd import. */
export interface ZodFormRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * An antd Form rule from the zod schema the API validates the same field with (e.g.
 * `zodRule(postCreateInput.shape.title, { required, tooLong })`), so the form and the API cannot
 * disagree about limits. An empty field is parsed as `''`.
 */
export function zodRule(schema: z.ZodType, messages: FieldMessages): ZodFormRule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value === undefined || value === null ? '' : value);
      if (result.success) return;
      const code = result.error.issues[0]?.code;
      const empty = typeof value !== 'string' ? value === undefined || value === null : value.trim() === '';
      if (code === 'too_big') throw new Error(messages.tooLong ?? messages.invalid ?? messages.required);
      if (empty || code === 'too_small') throw new Error(messages.required);
      throw new Error(messages.invalid ?? messages.required);
    },
  };
}
