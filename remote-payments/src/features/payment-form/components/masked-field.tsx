import { useRef } from 'react';
import { ActionIcon, Tooltip, type TextInputProps } from '@arcadia/ui';
import { TextInput } from '@arcadia/ui/forms';
import { IconClipboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyMask, showToast, unmask } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';

export interface MaskedFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'placeholder'> {
  /** Mask: `9` digit, `a` letter, `*` either, `?` rest optional; also the placeholder. */
  mask: string;
  /** The raw characters (without the mask's literals). */
  value?: unknown;
  /** Receives the raw characters. */
  onChange: (raw: string) => void;
  /** Adds a button that pastes the clipboard's text through the mask. @default false */
  withPaste?: boolean;
}

/**
 * A text field typed through its mask: it shows the masked text, hands the form the raw characters,
 * and uses the mask as its placeholder. With `withPaste`, a button reads the clipboard (an IBAN or a
 * card number copied from a banking app) and puts it through the same mask.
 */
export function MaskedField({ mask, value, onChange, withPaste = false, label, inputMode, ...props }: MaskedFieldProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const input = useRef<HTMLInputElement>(null);
  const digitsOnly = !/[a*]/.test(mask.replace(/\?/g, ''));

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      onChange(unmask(text, mask));
      input.current?.focus();
    } catch {
      showToast('error', t('form.pasteFailed'));
    }
  };

  const pasteLabel = t('form.paste', { field: typeof label === 'string' ? label : '' });
  return (
    <TextInput
      {...props}
      ref={input}
      label={label}
      placeholder={mask}
      inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
      autoComplete={props.autoComplete ?? 'off'}
      value={applyMask(typeof value === 'string' ? value : '', mask)}
      onChange={(event) => onChange(unmask(event.currentTarget.value, mask))}
      rightSectionPointerEvents="all"
      rightSection={
        withPaste ? (
          <Tooltip label={pasteLabel}>
            <ActionIcon variant="subtle" color="gray" aria-label={pasteLabel} onClick={() => void paste()}>
              <IconClipboard size={18} />
            </ActionIcon>
          </Tooltip>
        ) : undefined
      }
    />
  );
}
