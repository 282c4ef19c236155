import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Initial router entries. @default ['/'] */
  routes?: string[];
}

/** Renders under the same providers as the site (Mantine in test mode, i18n, router). */
export function renderWithProviders(ui: ReactElement, { routes = ['/'], ...options }: Options = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test" defaultColorScheme="dark">
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={routes}>{children}</MemoryRouter>
      </I18nextProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper, ...options });
}
