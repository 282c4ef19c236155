import { useRef } from 'react';
import { useForm, type UseFormInput } from '@arcadia/ui/hooks';
import { useTranslation } from 'react-i18next';
import { toFormValidate, type FormSchema } from '@arcadia/shared';
import { AUTH_NS } from '../../i18n';

const movesToAnotherField = (next: EventTarget | null | undefined) =>
  next instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(next.tagName);

type Validator = (value: unknown, values: Record<string, unknown>) => string | null;

/**
 * A Mantine form validated by one of the shared schemas (the same rules the server runs), in
 * controlled mode so the submit button can be disabled while the form is invalid. `extra` adds
 * checks only the form knows, such as a mask being complete; they run after the schema's rules.
 */
export function useSchemaForm<V extends Record<string, unknown>>(
  schema: FormSchema,
  initialValues: V,
  extra: Partial<Record<keyof V & string, Validator>> = {},
  options: Omit<UseFormInput<V>, 'initialValues' | 'validate' | 'mode'> = {},
) {
  const { t } = useTranslation(AUTH_NS);
  const translate = (key: string, values?: Record<string, string | number>) => String(t(key, values ?? {}));
  const fromSchema = toFormValidate(schema, translate) as Record<string, Validator>;
  const validate: Record<string, Validator> = { ...fromSchema };
  for (const [field, check] of Object.entries(extra) as [string, Validator][]) {
    const base = fromSchema[field];
    validate[field] = (value, values) => base?.(value, values) ?? check(value, values);
  }
  const edited = useRef(new Set<string>());
  return useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: validate as unknown as UseFormInput<V>['validate'],
    // Validate a field on leaving it after typing, or when moving on to another field; not when an
    // untouched field loses focus to a link or button: the autofocused first field would otherwise
    // show its error as the player clicks a link under the form, the link would move before the
    // click ends, and the click would be lost.
    enhanceGetInputProps: ({ field, form, inputProps, options: inputOptions }) => {
      if (!inputOptions.withFocus) return {};
      // Mantine merges what this returns into `inputProps` itself: keep the original handler first.
      const change = inputProps.onChange as (...args: unknown[]) => void;
      return {
        onChange: (...args: unknown[]) => {
          edited.current.add(String(field));
          change(...args);
        },
        onBlur: (event?: { relatedTarget?: EventTarget | null }) => {
          if (edited.current.has(String(field)) || movesToAnotherField(event?.relatedTarget)) form.validateField(field);
        },
      };
    },
    ...options,
  });
}
