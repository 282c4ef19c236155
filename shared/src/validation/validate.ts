import type { FormSchema } from './schemas';
import type { Rule, ValidationError } from './rules';

/** First error of one field, or null. */
export function validateField(rules: Rule[] | undefined, value: unknown, values: Record<string, unknown>): ValidationError | null {
  for (const rule of rules ?? []) {
    const error = rule(value, values);
    if (error) return error;
  }
  return null;
}

/** Errors by field; empty object when the values pass. */
export function validateValues(schema: FormSchema, values: Record<string, unknown>): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  for (const [field, rules] of Object.entries(schema)) {
    const error = validateField(rules, values[field], values);
    if (error) errors[field] = error;
  }
  return errors;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Turns a schema into Mantine form's `validate` object, translating errors with `t`. */
export function toFormValidate<S extends FormSchema>(schema: S, t: Translate): { [K in keyof S]: (value: unknown, values: Record<string, unknown>) => string | null } {
  const validate = {} as { [K in keyof S]: (value: unknown, values: Record<string, unknown>) => string | null };
  for (const field of Object.keys(schema) as (keyof S)[]) {
    validate[field] = (value, values) => {
      const error = validateField(schema[field], value, values);
      return error ? t(`common:${error.key}`, error.values) : null;
    };
  }
  return validate;
}
