import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from '@arcadia/ui/router';
import { useIsMobile } from '@arcadia/shared';
import { Breadcrumbs } from '../features/breadcrumbs';
import { Footer } from '../features/footer';
import { ExclusionBanner } from '../features/responsible-gaming';
import { BottomBar, Header, Logo, useHeaderHidden } from '../features/layout';
import { SideMenuContent, SideMenuDrawer, setMenuOpen } from '../features/side-menu';
import { TopNotice } from '../features/top-notice';
import { useRemoteManifests } from '../remotes';
import { RenderWhenIdle } from './render-when-idle';
import { routeData } from './route-data';
import { usePageTitle } from './use-page-title';
import { SectionBoundary } from './section-boundary';
import { useIsWide } from './use-is-wide';
import './app-layout.css';

/**
 * The frame of every page: header (slides away past 100 px), the side menu (beside the page above
 * 1100 px, a drawer below), breadcrumbs, the page, the footer and, at 900 px and below, the
 * bottom bar.
 */
export function AppLayout() {
  const mobile = useIsMobile();
  const wide = useIsWide();
  const headerHidden = useHeaderHidden();
  const { pathname } = useLocation();
  const { remotes } = useRemoteManifests();
  const { i18n } = useTranslation();
  const crumbRoutes = useMemo(() => routeData(remotes, i18n.language), [remotes, i18n.language]);
  usePageTitle(crumbRoutes);

  // the drawer has no place on wide screens
  useEffect(() => {
    if (wide) setMenuOpen(false);
  }, [wide]);

  return (
    <div className="arc-shell" data-mobile={mobile || undefined} data-header-hidden={headerHidden || undefined}>
      <header className="arc-shell__header" data-testid="site-header" data-hidden={headerHidden || undefined}>
        <SectionBoundary minHeight={0}>
          <Header mobile={mobile} />
        </SectionBoundary>
      </header>

      {wide && (
        <aside className="arc-shell__navbar">
          <SectionBoundary>
            <SideMenuContent />
          </SectionBoundary>
        </aside>
      )}

      <div className="arc-shell__main">
        <main className="arc-page">
          <SectionBoundary minHeight={0}>
            <ExclusionBanner />
          </SectionBoundary>
          <TopNotice />
          <Breadcrumbs routes={crumbRoutes} />
          <SectionBoundary resetKey={pathname} minHeight={360}>
            <Outlet />
          </SectionBoundary>
        </main>
        <SectionBoundary>
          {/* Below the first screen everywhere: built once the first render is on screen, in a slot of its height. */}
          <RenderWhenIdle fallback={<div className="arc-shell__footer-slot" aria-hidden />}>
            <Footer logo={<Logo height={36} />} />
          </RenderWhenIdle>
        </SectionBoundary>
      </div>

      {mobile && <BottomBar />}
      {!wide && <SideMenuDrawer brand={<Logo height={28} />} />}
    </div>
  );
}
