import { QueryClient } from '@tanstack/react-query';

/**
 * The site's query client: the shell creates one and provides it around the app; tests create a
 * fresh one per render. No automatic retries and no refetch on window focus: a page fetches when it
 * mounts and a failure shows its error (with a retry button where the page has one) at once. Queries
 * run even when the browser reports no connection, so the player sees the network error instead of
 * a placeholder that waits.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

// The provider travels with `@arcadia/shared`, so the shell's provider and the hooks in
// `./endpoints` always use the same copy of the library (a second copy has its own context).
export { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
