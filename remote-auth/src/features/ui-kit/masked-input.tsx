import { TextInput } from '@arcadia/ui/forms';
import { type TextInputProps } from '@arcadia/ui';
import { applyMask, unmask } from '@arcadia/shared';

export interface MaskedInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Mask: `9` digit, `a` letter, `*` either, `?` rest optional. */
  mask: string;
  /** The raw characters (without the mask's literals). */
  value?: string;
  /** Receives the raw characters. */
  onChange: (raw: string) => void;
}

/**
 * A text input that shows its value through a mask and hands the form the raw characters, so
 * the shared validation rules (digits only, exact length) apply to what the player typed.
 */
export function MaskedInput({ mask, value, onChange, inputMode, ...props }: MaskedInputProps) {
  const digitsOnly = /^[^a*]*$/.test(mask.replace(/[^9a*]/g, '')) && mask.includes('9');
  return (
    <TextInput
      {...props}
      inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
      autoComplete={props.autoComplete ?? 'off'}
      value={applyMask(value ?? '', mask)}
      onChange={(event) => onChange(unmask(event.currentTarget.value, mask))}
    />
  );
}
