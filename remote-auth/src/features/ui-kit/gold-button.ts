import { goldButton as kitGoldButton, type ButtonProps } from '@arcadia/ui';
import classes from './gold-button.module.css';

/**
 * The primary action of every dialog: the kit's gold button, which here also stays gold when
 * disabled (only faded) and glows a little on hover.
 */
export const goldButton: Pick<ButtonProps, 'variant' | 'gradient' | 'c' | 'size' | 'className'> = {
  ...kitGoldButton,
  className: classes.gold,
};
