import '@arcadia/ui/styles.css';
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/montserrat/index.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SiteProviders } from '../providers/site-providers';

export interface StandaloneOptions {
  /** Where to render. @default document.getElementById('root') */
  container?: Element | null;
}

/**
 * Renders a remote's standalone page (its `bootstrap.tsx`) under the providers the shell renders
 * the site in, with the kit's styles and the site's fonts.
 */
export function mountStandalone(element: ReactNode, { container = document.getElementById('root') }: StandaloneOptions = {}): Root {
  if (!container) throw new Error('mountStandalone: no element to render into (the page needs <div id="root">).');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <SiteProviders>{element}</SiteProviders>
    </StrictMode>,
  );
  return root;
}
