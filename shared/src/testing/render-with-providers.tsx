import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@arcadia/ui';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '@arcadia/ui/router';
import { i18n } from '../i18n/i18n';
import { createQueryClient, QueryClientProvider } from '../api/query-client';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Initial router entries: paths, or a path with its history state. @default ['/'] */
  routes?: (string | { pathname: string; search?: string; state?: unknown })[];
}

/**
 * Renders under the same providers as the site (Mantine in test mode, i18n, router, a query client).
 * Each render gets its own query client, so no test sees another's cached answers; `queryClient` is
 * returned for tests that look into the cache.
 */
export function renderWithProviders(ui: ReactElement, { routes = ['/'], ...options }: Options = {}) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test" defaultColorScheme="dark">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={routes}>{children}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
  return { ...render(ui, { wrapper, ...options }), queryClient };
}
