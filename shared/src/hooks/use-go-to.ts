import { useInRouterContext, useNavigate } from '@arcadia/ui/router';

/** Outside a router there is nothing to navigate with: a plain page load. */
function loadPage(path: string) {
  window.location.assign(path);
}

/**
 * Client-side navigation when the dialogs are mounted inside the shell's router (react-router is
 * a shared singleton); a plain page load otherwise, so a dialog never breaks for want of a router
 * (`useNavigate` throws outside one).
 */
export function useGoTo(): (path: string, state?: unknown) => void {
  const inRouter = useInRouterContext();
  // Calling useNavigate only under a router is safe: whether a router is an ancestor cannot change
  // while a component stays mounted, so the hook order of a given component never changes.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const navigate = inRouter ? useNavigate() : null;
  // A page load carries no history state: the page there does what a plain arrival does.
  return navigate ? (path: string, state?: unknown) => void navigate(path, state === undefined ? undefined : { state }) : loadPage;
}
