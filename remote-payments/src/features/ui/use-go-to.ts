import { useInRouterContext, useNavigate } from '@arcadia/ui/router';

/**
 * Client-side navigation through the shell's router, which the dialogs are mounted under
 * (react-router is a shared singleton); a plain page load when mounted alone without a router
 * (`useNavigate` throws outside one).
 */
export function useGoTo(): (path: string) => void {
  const inRouter = useInRouterContext();
  // Whether a router is an ancestor cannot change while a component stays mounted, so the order of
  // hooks of a given component never changes.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const navigate = inRouter ? useNavigate() : null;
  return navigate ? (path: string) => void navigate(path) : (path: string) => window.location.assign(path);
}
