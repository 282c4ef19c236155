import type { ReactNode } from 'react';
import { DELAYS } from '@arcadia/shared';
import classes from './fade-in.module.css';

/** Fades a form in over 500 ms; key it by step to replay the fade on each step. */
export function FadeIn({ children, grow = false }: { children: ReactNode; /** Fill the dialog body's height. @default false */ grow?: boolean }) {
  return (
    <div className={classes.fadeIn} data-grow={grow || undefined} style={{ animationDuration: `${DELAYS.formFadeInMs}ms` }}>
      {children}
    </div>
  );
}
