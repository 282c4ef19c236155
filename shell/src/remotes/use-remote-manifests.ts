import { startTransition, useEffect, useState } from 'react';
import type { LocalizedText } from '@arcadia/shared';
import { remoteManifests$, type RemoteManifests } from './remote-manifests';

/**
 * The remotes' manifests as React state. Their arrival re-renders the routes, the menu and the home
 * page, so it is taken as a transition: React renders it in slices while the page stays responsive,
 * instead of the one long synchronous render an external-store update forces.
 */
export function useRemoteManifests(): RemoteManifests {
  const [manifests, setManifests] = useState(remoteManifests$.value);
  useEffect(() => {
    const subscription = remoteManifests$.subscribe((next) => startTransition(() => setManifests(next)));
    return () => subscription.unsubscribe();
  }, []);
  return manifests;
}

/** A remote's label in the site's language (Turkish when the language is unknown). */
export const localized = (text: LocalizedText, language: string): string => (language.startsWith('en') ? text.en : text.tr);
