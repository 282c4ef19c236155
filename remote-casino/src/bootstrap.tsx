/** Standalone page of remote-casino (`npm start -w remote-casino`): its routes as the shell mounts them. */
import { Navigate, Route, Routes } from '@arcadia/ui/router';
import { mountStandalone } from '@arcadia/shared';
import CasinoRoutes from './exposes/casino-routes';
import CasinoDialogs from './exposes/casino-dialogs';

mountStandalone(
  <>
    <Routes>
      <Route path="/casino/*" element={<CasinoRoutes />} />
      <Route path="*" element={<Navigate to="/casino" replace />} />
    </Routes>
    <CasinoDialogs />
  </>,
);
