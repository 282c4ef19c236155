import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app';
import './kit-entries';

/**
 * Renders the site into `container`. A transition: React builds the first page in slices of a few
 * milliseconds, yielding to the browser between them, instead of in one long task that blocks input
 * (on the home page the server's first screen is on display meanwhile, and stays until React's page
 * replaces it in one commit).
 */
export function renderSite(container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
