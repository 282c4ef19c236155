/** Standalone page of remote-sports (`npm start -w remote-sports`): its routes as the shell mounts them. */
import '@arcadia/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Notifications } from '@arcadia/ui';
import { BrowserRouter, Navigate, Route, Routes } from '@arcadia/ui/router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@arcadia/shared';
import SportsRoutes from './exposes/sports-routes';

createRoot(document.getElementById('root') as HTMLElement).render(
  <MantineProvider defaultColorScheme="dark" forceColorScheme="dark">
    <Notifications position="top-center" />
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path="/spor/*" element={<SportsRoutes />} />
          <Route path="/livespor/*" element={<SportsRoutes />} />
          <Route path="*" element={<Navigate to="/spor" replace />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  </MantineProvider>,
);
