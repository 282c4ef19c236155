import type { ButtonProps } from '@mantine/core';

/** The primary action of every dialog: a gold gradient with dark text, as the site's main buttons. */
export const goldButton: Pick<ButtonProps, 'variant' | 'gradient' | 'c' | 'radius' | 'size'> = {
  variant: 'gradient',
  gradient: { from: '#f9dd7b', to: '#d4a017', deg: 135 },
  c: '#1a1405',
  radius: 'md',
  size: 'md',
};
