import { awaitFingerprintBeforeRequests } from '@arcadia/shared';
import { ensureFingerprint } from '../features/site-data';
import { loadRemoteManifests } from '../remotes';

/**
 * What starts before the first render: the remotes of `/remotes.json` and their manifests are
 * fetched in parallel with it (remote pages wait for them, the page itself never does), and every
 * request, the first render's included, waits for the fingerprint.
 */
export function startSite(): void {
  void loadRemoteManifests();
  awaitFingerprintBeforeRequests(ensureFingerprint());
}
