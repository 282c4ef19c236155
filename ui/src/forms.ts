import { createElement, forwardRef } from 'react';
import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The show-password button's name, in the interface language (Mantine's own is English only). */
const TOGGLE_PASSWORD_LABEL: Record<string, string> = { tr: 'Şifreyi göster veya gizle', en: 'Show or hide the password' };

/** Mantine's password input with its show-password button named in the player's language. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const { i18n } = useTranslation();
  const label = TOGGLE_PASSWORD_LABEL[i18n.language] ?? TOGGLE_PASSWORD_LABEL.tr;
  return createElement(MantinePasswordInput, {
    ...props,
    ref,
    visibilityToggleButtonProps: { 'aria-label': label, ...props.visibilityToggleButtonProps },
  });
});

/**
 * `@arcadia/ui/forms`: inputs and the pieces of forms, for dialogs and account pages. Shared like
 * `@arcadia/ui` (one instance, always from the container that provides `@arcadia/ui`), and loaded
 * only when a form first renders.
 */
export {
  Autocomplete,
  Checkbox,
  CheckboxGroup,
  Chip,
  CopyButton,
  Fieldset,
  FileInput,
  Input,
  InputBase,
  NativeSelect,
  NumberInput,
  PinInput,
  Radio,
  RadioGroup,
  Select,
  Stepper,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
