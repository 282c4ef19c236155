/** Standalone page of remote-account (`npm start -w remote-account`, port 3004): its routes under /dashboard. */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@arcadia/shared';
import AccountRoutes from './exposes/account-routes';

createRoot(document.getElementById('root') as HTMLElement).render(
  <MantineProvider defaultColorScheme="dark" forceColorScheme="dark">
    <Notifications position="top-center" />
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path="/dashboard/*" element={<AccountRoutes />} />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  </MantineProvider>,
);
