/** Standalone page of remote-sports (`npm start -w remote-sports`): its routes as the shell mounts them. */
import { Navigate, Route, Routes } from '@arcadia/ui/router';
import { mountStandalone } from '@arcadia/shared';
import SportsRoutes from './exposes/sports-routes';

mountStandalone(
  <Routes>
    <Route path="/spor/*" element={<SportsRoutes />} />
    <Route path="/livespor/*" element={<SportsRoutes />} />
    <Route path="*" element={<Navigate to="/spor" replace />} />
  </Routes>,
);
