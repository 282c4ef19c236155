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
  PasswordInput,
  PinInput,
  Radio,
  RadioGroup,
  Select,
  Stepper,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
