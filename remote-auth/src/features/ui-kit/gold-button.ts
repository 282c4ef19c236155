import { type ButtonProps } from '@arcadia/ui';
import classes from './gold-button.module.css';

/**
 * The primary action of every dialog: a gold gradient with dark text, as the site's main buttons.
 * Radius is left to the theme (the shell rounds its buttons).
 */
export const goldButton: Pick<ButtonProps, 'variant' | 'gradient' | 'c' | 'size' | 'className'> = {
  variant: 'gradient',
  gradient: { from: '#ffe08a', to: '#f2ad00', deg: 135 },
  c: '#1f1500',
  size: 'md',
  className: classes.gold,
};
