/**
 * The shell's own pages, in the syntax of a remote manifest's routes (React Router patterns without
 * the leading slash): the home page only, every other page is a remote's. With the routes of every
 * remote's manifest they are every page the site has: the shell mounts them (app-routes.tsx), titles
 * them, and the server answers 404 to any other address.
 */
export const SHELL_ROUTES = [''] as const;

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether a route pattern (`casino/play/*`, `pages/:id`, no leading slash) matches a path
 * (`/casino/play/aviator`) as React Router matches it: a `:param` is one segment, a trailing `*`
 * any rest (none too), case-insensitive, a trailing slash ignored.
 */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  for (const [index, part] of want.entries()) {
    if (part === '*' && index === want.length - 1) return true;
    const segment = have[index];
    if (segment === undefined) return false;
    if (part.startsWith(':')) continue;
    if (part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return have.length === want.length;
}
