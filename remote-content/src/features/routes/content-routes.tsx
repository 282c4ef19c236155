import { lazy, Suspense } from 'react';
import { Center, Loader } from '@arcadia/ui';
import { useLocation } from '@arcadia/ui/router';

// Each area is a chunk of its own, loaded on its first visit: a content page loads no promotions.
const PagesListPage = lazy(() => import('../pages').then((m) => ({ default: m.PagesListPage })));
const PageView = lazy(() => import('../pages').then((m) => ({ default: m.PageView })));
const PromotionsPage = lazy(() => import('../promotions').then((m) => ({ default: m.PromotionsPage })));
const ResponsibleGamingPage = lazy(() => import('../responsible-gaming').then((m) => ({ default: m.ResponsibleGamingPage })));

/** The height the shell reserves for a page while its code arrives: the same box, and loader, until the page paints. */
const PAGE_HEIGHT = 480;

function Page() {
  const [area, id] = useLocation()
    .pathname.split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
  if (area === 'pages') return id === undefined ? <PagesListPage /> : <PageView />;
  if (area === 'promotions') return <PromotionsPage />;
  if (area === 'responsible-gaming') return <ResponsibleGamingPage />;
  return null;
}

/**
 * The shell mounts this at each route the manifest declares (any other address is its 404 page):
 * `/pages`, `/pages/:id`, `/promotions` and `/responsible-gaming`.
 */
export function ContentRoutes() {
  return (
    <Suspense
      fallback={
        <Center mih={PAGE_HEIGHT} aria-busy="true">
          <Loader color="yellow" type="dots" />
        </Center>
      }
    >
      <Page />
    </Suspense>
  );
}
