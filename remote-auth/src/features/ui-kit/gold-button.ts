import { type ButtonProps } from '@arcadia/ui';
import classes from './gold-button.module.css';

/**
 * The primary action of every dialog: a gold gradient with dark text, as the site's main buttons.
 * The gold is the theme's (the shell's, and the same standalone), radius is left to the theme too.
 */
export const goldButton: Pick<ButtonProps, 'variant' | 'gradient' | 'c' | 'size' | 'className'> = {
  variant: 'gradient',
  gradient: { from: 'gold.2', to: 'gold.6', deg: 135 },
  c: '#1f1500',
  size: 'md',
  className: classes.gold,
};
