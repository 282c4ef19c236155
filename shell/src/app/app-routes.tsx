import { Route, Routes } from '@arcadia/ui/router';
import type { DialogName, RemoteRoute } from '@arcadia/shared';
import { PageLoading, RemoteModule, RemoteUnavailable, reloadRemoteManifests, useRemoteManifests, type RemoteName } from '../remotes';
import { HomePage } from '../features/home';
import { ProtectedRoute } from '../features/protected-route';
import { NotFoundPage } from '../features/not-found';
import { AppLayout } from './app-layout';
import { DialogsUnavailable } from './dialogs-unavailable';

const REMOTE_PAGE_HEIGHT = 480;

const pageLoading = <PageLoading minHeight={REMOTE_PAGE_HEIGHT} />;

function remotePage(remote: RemoteName, route: RemoteRoute) {
  const page = <RemoteModule remote={remote} module={route.module} minHeight={REMOTE_PAGE_HEIGHT} />;
  return route.signedIn ? <ProtectedRoute>{page}</ProtectedRoute> : page;
}

/**
 * The site's routes: the home page, then every route a remote's manifest declares. Until the
 * manifests are in, an unknown address shows a loader rather than "not found"; while a remote's
 * manifest is unreachable, the polite notice with a retry.
 */
export function AppRoutes() {
  const { status, remotes, failed } = useRemoteManifests();
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        {remotes.flatMap(({ name, manifest }) =>
          manifest.routes.map((route) => <Route key={`${name}:${route.path}`} path={route.path} element={remotePage(name, route)} />),
        )}
        <Route
          path="*"
          element={
            status === 'loading' ? (
              pageLoading
            ) : failed.length > 0 ? (
              // A remote could not say what it serves: this address may be one of its pages.
              <RemoteUnavailable onRetry={() => void reloadRemoteManifests()} minHeight={REMOTE_PAGE_HEIGHT} />
            ) : (
              <NotFoundPage />
            )
          }
        />
      </Route>
    </Routes>
  );
}

/**
 * The dialog remotes, mounted once at the root; each renders whichever of its dialogs is open, and
 * loads only when one of them is first opened (which keeps it off the home page).
 */
export function RootDialogs() {
  const { remotes } = useRemoteManifests();
  return (
    <>
      {remotes.map(({ name, manifest }) => {
        if (!manifest.dialogs) return null;
        const names: readonly DialogName[] = manifest.dialogs.names;
        return (
          <RemoteModule
            key={name}
            remote={name}
            module={manifest.dialogs.module}
            mountWhenOpened={names}
            minHeight={0}
            errorFallback={({ retry }) => <DialogsUnavailable dialogs={names} retry={retry} />}
          />
        );
      })}
    </>
  );
}
