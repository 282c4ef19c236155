import { Route, Routes } from '@arcadia/ui/router';
import type { DialogName } from '@arcadia/shared';
import { RemoteModule } from '../remotes';
import { HomePage } from '../features/home';
import { PageView, PagesListPage } from '../features/pages';
import { PromotionsPage } from '../features/promotions';
import { ProtectedRoute } from '../features/protected-route';
import { NotFoundPage } from '../features/not-found';
import { AppLayout } from './app-layout';
import { DialogsUnavailable } from './dialogs-unavailable';

const REMOTE_PAGE_HEIGHT = 480;

/** The site's routes; pages that belong to a remote load that remote. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="pages" element={<PagesListPage />} />
        <Route path="pages/:id" element={<PageView />} />
        <Route path="promotions" element={<PromotionsPage />} />
        <Route
          path="dashboard/*"
          element={
            <ProtectedRoute>
              <RemoteModule remote="remote_account" module="AccountRoutes" minHeight={REMOTE_PAGE_HEIGHT} />
            </ProtectedRoute>
          }
        />
        <Route path="casino/*" element={<RemoteModule remote="remote_casino" module="CasinoRoutes" minHeight={REMOTE_PAGE_HEIGHT} />} />
        <Route path="spor/*" element={<RemoteModule remote="remote_sports" module="SportsRoutes" minHeight={REMOTE_PAGE_HEIGHT} />} />
        <Route path="livespor/*" element={<RemoteModule remote="remote_sports" module="SportsRoutes" minHeight={REMOTE_PAGE_HEIGHT} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

const AUTH_DIALOGS: readonly DialogName[] = [
  'login',
  'register',
  'fastRegister',
  'recovery',
  'changePassword',
  'smsVerify',
  'phoneVerification',
  'callRequest',
];
const PAYMENT_DIALOGS: readonly DialogName[] = ['deposit', 'withdraw'];

/**
 * The dialog remotes, mounted once at the root; each renders whichever of its dialogs is open.
 * Each loads when one of its dialogs is first opened, which keeps ~60 KB gzip off the home page.
 */
export function RootDialogs() {
  return (
    <>
      <RemoteModule
        remote="remote_auth"
        module="AuthDialogs"
        mountWhenOpened={AUTH_DIALOGS}
        minHeight={0}
        errorFallback={({ retry }) => <DialogsUnavailable dialogs={AUTH_DIALOGS} retry={retry} />}
      />
      <RemoteModule
        remote="remote_payments"
        module="PaymentDialogs"
        mountWhenOpened={PAYMENT_DIALOGS}
        minHeight={0}
        errorFallback={({ retry }) => <DialogsUnavailable dialogs={PAYMENT_DIALOGS} retry={retry} />}
      />
    </>
  );
}
