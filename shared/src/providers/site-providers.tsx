import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MantineProvider, cssVariablesResolver, theme } from '@arcadia/ui';
import { BrowserRouter } from '@arcadia/ui/router';
import { QueryClientProvider, createQueryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';
import { Toasts } from '../toasts/toasts';

/**
 * What the site is wrapped in: Mantine with the dark casino theme, i18n, the bus toasts, the one
 * query client (the remotes' queries share its cache) and the router. The shell renders the site
 * in it, and `mountStandalone` a remote running alone, so a remote looks the same on its own as
 * inside the shell.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  // Created with the app rather than at import, so each mount (each test render too) starts with an empty cache.
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark" cssVariablesResolver={cssVariablesResolver}>
      <I18nextProvider i18n={i18n}>
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>{children}</BrowserRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
