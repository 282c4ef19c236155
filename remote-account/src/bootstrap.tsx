/** Standalone page of remote-account (`npm start -w remote-account`, port 3004): its routes under /dashboard. */
import { Navigate, Route, Routes } from '@arcadia/ui/router';
import { mountStandalone } from '@arcadia/shared';
import AccountRoutes from './exposes/account-routes';

mountStandalone(
  <Routes>
    <Route path="/dashboard/*" element={<AccountRoutes />} />
    <Route path="*" element={<Navigate to="/dashboard" replace />} />
  </Routes>,
);
