import { IconLock } from '@tabler/icons-react';
import { Text } from '@arcadia/ui';
import { MaskedInput, type MaskedInputProps } from './masked-input';
import { PHONE_MASK, PHONE_PREFIX } from './phone';

export interface PhoneInputProps extends Omit<MaskedInputProps, 'mask'> {
  /** Shown read-only with a lock (the number being verified). @default false */
  locked?: boolean;
}

/** Phone number input: fixed `+90` prefix and a ten-digit mask; the value is the ten digits. */
export function PhoneInput({ locked = false, ...props }: PhoneInputProps) {
  return (
    <MaskedInput
      {...props}
      mask={PHONE_MASK}
      type="tel"
      autoComplete="tel-national"
      placeholder={props.placeholder ?? '5XX XXX XX XX'}
      readOnly={locked}
      leftSection={
        <Text size="sm" fw={600} c="dimmed">
          +{PHONE_PREFIX}
        </Text>
      }
      leftSectionWidth={44}
      rightSection={locked ? <IconLock size={16} aria-hidden /> : undefined}
      data-locked={locked || undefined}
    />
  );
}
