import { useBehaviorSubject, type Bootstrap } from '@arcadia/shared';
import { bootstrap$, bootstrapStatus$, siteOptionValue, type BootstrapStatus } from './bootstrap-store';

/** The current bootstrap (`null` until the first one arrives on a first visit). */
export const useBootstrap = (): Bootstrap | null => useBehaviorSubject(bootstrap$);
export const useBootstrapStatus = (): BootstrapStatus => useBehaviorSubject(bootstrapStatus$);

/** One site option's value (`null` when not set). */
export function useSiteOption(key: string): string | null {
  const bootstrap = useBootstrap();
  return siteOptionValue(bootstrap?.siteOption, key);
}
