/**
 * Runs after Module Federation has settled the shared singletons (see `index.ts`): registers the
 * remotes of `/remotes.json`, reads their manifests and renders the site. Both are fetched in
 * parallel with the first render; remote pages wait for them, the page itself never does.
 */
import { awaitFingerprintBeforeRequests } from '@arcadia/shared';
import { ensureFingerprint } from './features/site-data';
import { loadRemoteManifests } from './remotes';
import { nextTask } from './app/next-task';

void loadRemoteManifests();
// Before the first render: its requests (the home page's promotions) wait for the fingerprint.
awaitFingerprintBeforeRequests(ensureFingerprint());

// The site's modules are evaluated in a task of their own, after this one (the shared libraries'
// and the start-up's), and the first render starts in a third: on a slow phone each is a shorter
// block of the main thread, with input handled between them. `eager`: the same chunk, no request.
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ './app/render-site'))
  .then(async ({ renderSite }) => {
    await nextTask();
    renderSite(document.getElementById('root') as HTMLElement);
  });
