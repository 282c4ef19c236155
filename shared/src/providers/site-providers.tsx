import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MantineProvider, cssVariablesResolver, theme } from '@arcadia/ui';
import { BrowserRouter } from '@arcadia/ui/router';
import { i18n } from '../i18n/i18n';
import { Toasts } from '../toasts/toasts';

/**
 * What the site is wrapped in: Mantine with the dark casino theme, i18n, the bus toasts and the
 * router. The shell renders the site in it, and `mountStandalone` a remote running alone, so a remote
 * looks the same on its own as inside the shell.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark" cssVariablesResolver={cssVariablesResolver}>
      <I18nextProvider i18n={i18n}>
        <Toasts />
        <BrowserRouter>{children}</BrowserRouter>
      </I18nextProvider>
    </MantineProvider>
  );
}
