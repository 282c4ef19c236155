/** Standalone page of remote-sports (`npm start -w remote-sports`): its routes as the shell mounts them. */
import { Navigate, Route, Routes } from '@arcadia/ui/router';
import { mountStandalone } from '@arcadia/shared';
import manifest from './manifest';
import SportsRoutes from './exposes/sports-routes';

mountStandalone(
  <Routes>
    {manifest.routes.map((route) => (
      <Route key={route.path} path={`/${route.path}`} element={<SportsRoutes />} />
    ))}
    <Route path="*" element={<Navigate to="/spor" replace />} />
  </Routes>,
);
