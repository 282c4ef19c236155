import { useForm, useValidateOnLeave, type UseFormInput } from '@arcadia/ui/hooks';
import { useTranslation } from 'react-i18next';
import { toFormValidate, type FormSchema } from '@arcadia/shared';
import { AUTH_NS } from '../../i18n';

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
  const validateOnLeave = useValidateOnLeave<V>();
  return useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: validate as unknown as UseFormInput<V>['validate'],
    enhanceGetInputProps: validateOnLeave,
    ...options,
  });
}
