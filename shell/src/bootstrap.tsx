/**
 * Runs after Module Federation has settled the shared singletons (see `index.ts`): registers the
 * remotes of `/remotes.json`, reads their manifests and renders the site. Both are fetched in
 * parallel with the first render; remote pages wait for them, the page itself never does.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { awaitFingerprintBeforeRequests } from '@arcadia/shared';
import { ensureFingerprint } from './features/site-data';
import { loadRemoteManifests } from './remotes';
import App from './app/app';
import './app/kit-entries';

void loadRemoteManifests();
// Before the first render: its requests (the home page's promotions) wait for the fingerprint.
awaitFingerprintBeforeRequests(ensureFingerprint());

// A transition: React builds the first page in slices of a few milliseconds, yielding to the browser
// between them, instead of in one long task that blocks input (on the home page the server's first
// screen is on display meanwhile, and stays until React's page replaces it in one commit).
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
