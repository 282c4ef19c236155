/** Standalone page of remote-casino (`npm start -w remote-casino`): its routes as the shell mounts them. */
import '@arcadia/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Notifications } from '@arcadia/ui';
import { BrowserRouter, Navigate, Route, Routes } from '@arcadia/ui/router';
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
