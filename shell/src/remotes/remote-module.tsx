import { Center, Loader, Modal } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { closeDialog, useOpenDialog, type DialogName } from '@arcadia/shared';
import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemoteComponent } from './load-remote-module';
import { reRegisterRemote } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import type { RemoteName } from './remote-names';

/** What a custom error fallback receives. */
export interface RemoteFailure {
  error: Error;
  /** Loads the remote again (fresh manifest request). */
  retry: () => void;
}

export interface RemoteModuleProps<P extends object> {
  /** Module Federation name of the remote, as in `/remotes.json`. */
  remote: RemoteName;
  /** Exposed module without the `./`, e.g. `CasinoRoutes`. */
  module: string;
  /** Props passed to the remote component. */
  props?: P;
  /** Shown while the remote loads. @default a loader centred in a box of `minHeight` */
  fallback?: ReactNode;
  /** Shown when the remote cannot be loaded; `null` shows nothing. @default `<RemoteUnavailable>` with a retry button */
  errorFallback?: ReactNode | ((failure: RemoteFailure) => ReactNode);
  /** Height reserved while loading or failed, so the layout does not jump. @default 320 */
  minHeight?: number | string;
  /**
   * For dialog remotes mounted at the root: load and mount only once one of these dialogs is
   * opened, so their code stays off the first page load. While loading, a small modal shows a loader.
   * @default undefined (load at once)
   */
  mountWhenOpened?: readonly DialogName[];
}

// One lazy component per exposed module, so re-renders and remounts reuse the loaded module.
const lazyModules = new Map<string, unknown>();

function lazyRemote<P extends object>(remote: RemoteName, module: string, afterFailure: boolean) {
  const key = `${remote}/${module}`;
  let component = lazyModules.get(key) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component || afterFailure) {
    component = lazy(async () => {
      if (afterFailure) await reRegisterRemote(remote);
      try {
        return { default: await loadRemoteComponent<P>(remote, module) };
      } catch (error) {
        // A failed load must not stay cached: the next mount or retry loads again.
        lazyModules.delete(key);
        throw error;
      }
    });
    lazyModules.set(key, component);
  }
  return component;
}

/**
 * Mounts one exposed module of a remote: lazy-loaded through Module Federation, inside its own
 * error boundary and Suspense. When the remote is unreachable only this box shows a polite notice
 * with a retry button; the rest of the site keeps working.
 *
 * @example <RemoteModule remote="remote_casino" module="CasinoRoutes" />
 */
export function RemoteModule<P extends object = Record<string, never>>({
  remote,
  module,
  props,
  fallback,
  errorFallback,
  minHeight = 320,
  mountWhenOpened,
}: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(() => lazyRemote<P>(remote, module, attempt > 0), [remote, module, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const openDialog = useOpenDialog();
  const wanted = Boolean(mountWhenOpened && openDialog && mountWhenOpened.includes(openDialog.dialog));
  const [activated, setActivated] = useState(!mountWhenOpened);
  // Once needed, stays mounted: the remote owns its dialogs' open/close animations from then on.
  if (wanted && !activated) setActivated(true);
  if (!activated) return null;

  const loading = mountWhenOpened ? <DialogLoading opened={wanted} /> : <PageLoading minHeight={minHeight} />;

  const renderFailure = (error: Error): ReactNode => {
    if (errorFallback === undefined) return <RemoteUnavailable onRetry={retry} minHeight={minHeight} />;
    return typeof errorFallback === 'function' ? errorFallback({ error, retry }) : errorFallback;
  };

  return (
    <RemoteErrorBoundary key={`${remote}/${module}#${attempt}`} fallback={renderFailure}>
      <Suspense fallback={fallback === undefined ? loading : fallback}>
        <Remote {...(props as P)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * Shown while a dialog remote loads after its first dialog was opened: a dialog like any other,
 * named "Loading" with a status inside, since a player (or an audit) may meet it on a slow line.
 */
function DialogLoading({ opened }: { opened: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Modal.Root opened={opened} onClose={() => closeDialog()} centered size="auto" radius="lg">
      <Modal.Overlay />
      <Modal.Content aria-label={t('loading')}>
        <Modal.Body>
          <Center p="lg" role="status" aria-busy="true" aria-label={t('loading')}>
            <Loader color="yellow" />
          </Center>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** A loader in a box of the page's height, while a page's code arrives (a remote's or the shell's own). */
export function PageLoading({ minHeight }: { minHeight: number | string }) {
  return (
    <Center mih={minHeight} aria-busy="true">
      <Loader color="yellow" type="dots" />
    </Center>
  );
}
