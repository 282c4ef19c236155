import { useLocation } from '@arcadia/ui/router';

/** Shows the router's current path, so a test can see where a button navigated. */
export function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
