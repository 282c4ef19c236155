/** Standalone page of remote-casino (`npm start -w remote-casino`): its routes as the shell mounts them. */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@arcadia/shared';
import CasinoRoutes from './exposes/casino-routes';

createRoot(document.getElementById('root') as HTMLElement).render(
  <MantineProvider defaultColorScheme="dark" forceColorScheme="dark">
    <Notifications position="top-center" />
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path="/casino/*" element={<CasinoRoutes />} />
          <Route path="*" element={<Navigate to="/casino" replace />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  </MantineProvider>,
);
