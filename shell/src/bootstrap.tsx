/**
 * Runs after Module Federation has settled the shared singletons (see `index.ts`): registers the
 * remotes of `/remotes.json` and renders the site. The registry is fetched in parallel with the
 * first render; a remote load waits for it, the page itself never does.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { exposeRemoteProbe, loadRemoteRegistry } from './remotes';
import App from './app/app';

void loadRemoteRegistry();
exposeRemoteProbe();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
