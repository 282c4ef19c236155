import { Navigate, Route, Routes } from '@arcadia/ui/router';
import '../../i18n';
import { DashboardHome, PaymentDialogRoute, DashboardLayout, useDashboardLocation } from '../dashboard';
import { AccountPage } from '../profile';
import { SessionHistoryPage } from '../sessions';
import { BonusesPage } from '../bonuses';
import { PaymentPage } from '../wallet';
import { FinancialActivitiesPage } from '../financial-activities';
import { GameHistoryPage } from '../game-history';
import { ResponsibleGamingPage } from '../responsible-gaming';
import { VerificationPage } from '../verification';

/**
 * Everything under `/dashboard/*` (the shell mounts it there, for signed-in players only).
 * Paths are relative, so the remote does not care where it is mounted.
 */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<DashboardHome />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="session-history" element={<SessionHistoryPage />} />
        <Route path="bonuses" element={<BonusesPage />} />
        <Route
          path="deposit"
          element={
            <PaymentDialogRoute dialog="deposit">
              <PaymentPage dialog="deposit" />
            </PaymentDialogRoute>
          }
        />
        <Route
          path="withdraw"
          element={
            <PaymentDialogRoute dialog="withdraw">
              <PaymentPage dialog="withdraw" />
            </PaymentDialogRoute>
          }
        />
        <Route path="game-history" element={<GameHistoryPage />} />
        <Route path="financial-activities" element={<FinancialActivitiesPage />} />
        <Route path="responsible-gaming" element={<ResponsibleGamingPage />} />
        <Route path="verification" element={<VerificationPage />} />
        <Route path="*" element={<BackToHub />} />
      </Route>
    </Routes>
  );
}

/** An address under the dashboard that is no page of it: the hub. */
function BackToHub() {
  return <Navigate to={useDashboardLocation().href('')} replace />;
}

export { AccountRoutes };
