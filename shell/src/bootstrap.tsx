/**
 * Runs after Module Federation has settled the shared singletons (see `index.ts`): starts the
 * site's requests (`startSite`) and renders it once the entry's stylesheet has loaded.
 *
 * In steps, each in a task of its own: React's DOM renderer, the UI kit, the shared package with
 * the start-up's requests, the site's modules, the first render. Evaluated at once they were one
 * long task on a slow phone (most of it compiling the libraries' code on first use), in which the
 * page answered no input; apart, each is short. `eager`: these modules are in this chunk or in the
 * shared libraries it has already loaded, so a step makes no request and only puts off evaluation.
 */
import { entryStylesLoaded } from './app/entry-styles';
import { nextTask } from './app/next-task';

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@arcadia/ui');
  await nextTask();
  const { startSite } = await import(/* webpackMode: "eager" */ './app/start-site');
  startSite();
  await nextTask();
  const { renderSite } = await import(/* webpackMode: "eager" */ './app/render-site');
  await entryStylesLoaded();
  await nextTask();
  renderSite(document.getElementById('root') as HTMLElement);
}

void start();
