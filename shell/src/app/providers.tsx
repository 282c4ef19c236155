import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '@arcadia/shared';
import { Toasts } from '../features/toasts';
import { cssVariablesResolver, theme } from './theme';

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
