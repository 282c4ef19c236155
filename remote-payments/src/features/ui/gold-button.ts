import { type ButtonProps } from '@arcadia/ui';

/** The primary action of the payment dialogs: the site's gold gradient with dark text. */
export const goldButton: Pick<ButtonProps, 'variant' | 'gradient' | 'c' | 'size'> = {
  variant: 'gradient',
  gradient: { from: 'gold.2', to: 'gold.6', deg: 135 },
  c: '#1f1500',
  size: 'md',
};
