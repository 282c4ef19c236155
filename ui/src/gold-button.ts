import type { ButtonProps } from '@mantine/core';

/**
 * The props of a primary action in the site's dialogs: the theme's gold gradient with dark text, as
 * the site's main buttons (`<Button {...goldButton}>`). Radius is left to the theme.
 */
export const goldButton: Pick<ButtonProps, 'variant' | 'gradient' | 'c' | 'size'> = {
  variant: 'gradient',
  gradient: { from: 'gold.2', to: 'gold.6', deg: 135 },
  c: '#1f1500',
  size: 'md',
};
