import { useRef } from 'react';
import type { UseFormInput } from '@mantine/form';

const isField = (next: EventTarget | null | undefined) => next instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(next.tagName);

/**
 * `enhanceGetInputProps` for a Mantine form: a field is validated when the player leaves it after
 * typing, or moves on to another field; not when an untouched field loses focus to a link or
 * button. Otherwise the autofocused first field would show its error as the player clicks a link
 * under the form, the link would move before the click ends, and the click would be lost.
 */
export function useValidateOnLeave<V>(): NonNullable<UseFormInput<V>['enhanceGetInputProps']> {
  const edited = useRef(new Set<string>());
  const enhance = useRef<NonNullable<UseFormInput<V>['enhanceGetInputProps']>>(({ field, form, inputProps, options }) => {
    if (!options.withFocus) return {};
    // Mantine merges what this returns into `inputProps` itself: keep the original handler first.
    const change = inputProps.onChange as (...args: unknown[]) => void;
    return {
      onChange: (...args: unknown[]) => {
        edited.current.add(String(field));
        change(...args);
      },
      onBlur: (event?: { relatedTarget?: EventTarget | null }) => {
        if (edited.current.has(String(field)) || isField(event?.relatedTarget)) form.validateField(field);
      },
    };
  });
  return enhance.current;
}
