import { useEffect, useState, type ReactNode } from 'react';
import { Transition } from '@mantine/core';
import { DELAYS } from '@arcadia/shared';

/** Fades a form in over 500 ms (spec section 9); key it by step to replay the fade on each step. */
export function FadeIn({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Transition mounted={mounted} transition="fade" duration={DELAYS.formFadeInMs} keepMounted>
      {(styles) => <div style={styles}>{children}</div>}
    </Transition>
  );
}
