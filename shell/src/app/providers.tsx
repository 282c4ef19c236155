import type { ReactNode } from 'react';
import { MantineProvider, cssVariablesResolver, theme } from '@arcadia/ui';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from '@arcadia/ui/router';
import { Toasts, i18n } from '@arcadia/shared';

/** Mantine (dark casino theme), i18n, toasts and the router around the whole site. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark" cssVariablesResolver={cssVariablesResolver}>
      <I18nextProvider i18n={i18n}>
        <Toasts />
        <BrowserRouter>{children}</BrowserRouter>
      </I18nextProvider>
    </MantineProvider>
  );
}
