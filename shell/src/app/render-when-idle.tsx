import { startTransition, useEffect, useState, type ReactNode } from 'react';

export interface RenderWhenIdleProps {
  children: ReactNode;
  /** What holds the place meanwhile (an element of the children's height, so nothing moves). */
  fallback: ReactNode;
}

/**
 * Renders its children once the browser is idle after the page's first render, for parts below
 * the first screen: the first render (one long task on a slow phone) then builds only what the
 * player sees. Browsers without `requestIdleCallback` render them at once.
 */
export function RenderWhenIdle({ children, fallback }: RenderWhenIdleProps) {
  const [ready, setReady] = useState(() => typeof window.requestIdleCallback !== 'function');
  useEffect(() => {
    if (ready) return;
    const id = window.requestIdleCallback(() => startTransition(() => setReady(true)), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, [ready]);
  return <>{ready ? children : fallback}</>;
}
