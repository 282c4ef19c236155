import '@arcadia/ui/styles.css';
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/montserrat/index.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MantineProvider, cssVariablesResolver, theme } from '@arcadia/ui';
import { BrowserRouter } from '@arcadia/ui/router';
import { i18n } from '../i18n/i18n';
import { Toasts } from '../toasts/toasts';

/**
 * What the shell wraps the site in, for a remote running alone: the dark theme with the shell's
 * gold, i18n, the bus toasts and a router. Keep it in step with the shell's `AppProviders`, so a
 * remote looks the same on its own as inside the shell.
 */
export function StandaloneProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark" cssVariablesResolver={cssVariablesResolver}>
      <I18nextProvider i18n={i18n}>
        <Toasts />
        <BrowserRouter>{children}</BrowserRouter>
      </I18nextProvider>
    </MantineProvider>
  );
}

export interface StandaloneOptions {
  /** Where to render. @default document.getElementById('root') */
  container?: Element | null;
}

/** Renders a remote's standalone page (its `bootstrap.tsx`) under the providers the shell gives it. */
export function mountStandalone(element: ReactNode, { container = document.getElementById('root') }: StandaloneOptions = {}): Root {
  if (!container) throw new Error('mountStandalone: no element to render into (the page needs <div id="root">).');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <StandaloneProviders>{element}</StandaloneProviders>
    </StrictMode>,
  );
  return root;
}
