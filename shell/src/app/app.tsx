import '@arcadia/ui/styles.css';
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/montserrat/index.css';
import './global.css';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteProviders } from '@arcadia/shared';
import { useAuthSession } from '../features/auth-session';
import { LiveChatWidget, connectLiveChat } from '../features/live-chat';
import { connectNotifications } from '../features/notifications';
import { useReturnAfterLogin } from '../features/protected-route';
import { ToolsNoteDialog, connectToolsNote } from '../features/responsible-gaming';
import { useReferralTracking } from '../features/referral';
import { connectSideMenu } from '../features/side-menu';
import { applyStoredSiteContent } from '../features/site-data';
import { AppRoutes, RootDialogs } from './app-routes';
import { connectDialogFocusReturn } from './dialog-focus-return';
import { lazyExport } from './lazy-export';
import { connectForbiddenReload } from './forbidden-reload';
import { runStartup } from './startup';
import { useScrollToTopOnNavigate } from './use-scroll-to-top-on-navigate';
import './texts';

/** The promotional popup opens only after the page has loaded: its code is a chunk of its own, not part of what the first render waits for. */
const PromoPopup = lazyExport(() => import('../features/popup'), 'PromoPopup');

function useDocumentLanguage() {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
}

/** Everything that needs the router and lives as long as the app. */
function AppRoot() {
  useAuthSession();
  useReturnAfterLogin();
  useReferralTracking();
  useScrollToTopOnNavigate();
  useDocumentLanguage();

  useEffect(() => {
    const disconnect = [connectNotifications(), connectSideMenu(), connectLiveChat(), connectForbiddenReload(), connectDialogFocusReturn(), connectToolsNote()];
    void runStartup();
    return () => disconnect.forEach((stop) => stop());
  }, []);

  return (
    <>
      <AppRoutes />
      <RootDialogs />
      <ToolsNoteDialog />
      <Suspense fallback={null}>
        <PromoPopup />
      </Suspense>
      <LiveChatWidget />
    </>
  );
}

/** The Arcadia site: rendered by `siteContent.tsx`. */
export default function App() {
  // Before the first render: the stored siteContent, so a revisit paints complete at once (the stored
  // login needs nothing: the session store starts from it).
  useState(() => {
    applyStoredSiteContent();
    return true;
  });
  return (
    <SiteProviders>
      <AppRoot />
    </SiteProviders>
  );
}
