import { useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

/**
 * Client-side navigation when the dialogs are mounted inside the shell's router (react-router is
 * a shared singleton); a plain page load otherwise, so a dialog never breaks for want of a router.
 * `useNavigate` would throw outside a router, hence the navigation context read directly.
 */
export function useGoTo(): (path: string) => void {
  const navigation = useContext(UNSAFE_NavigationContext) as { navigator?: { push: (to: string) => void } } | null;
  const navigator = navigation?.navigator;
  return (path: string) => (navigator ? navigator.push(path) : window.location.assign(path));
}
