import { getTrialBonusAmount, isApiError, readAuthData } from '@arcadia/shared';
import { ensureFingerprint, loadSiteContent } from '../features/site-data';
import { fetchNotifications } from '../features/notifications';

/** Session flag: the reload after a failed trial-bonus call happens at most once per tab. */
const TRIAL_RELOAD_FLAG = 'arcadia.trialBonusReloaded';

export interface StartupResult {
  /** `false` when `cms/grouped` failed (the stored siteContent, if any, stays in use). */
  siteContent: boolean;
}

/**
 * A refused trial-bonus answer reloads the page; a network error lets
 * start-up continue. The reload happens once per tab, so a persistent failure cannot loop.
 */
export async function checkTrialBonus(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await getTrialBonusAmount();
    return;
  } catch (error) {
    // no answer at all, or a 401 (the logout flow is already running): no reload
    if (!isApiError(error) || ['network', 'aborted', 'unauthorized'].includes(error.kind)) return;
  }
  try {
    if (sessionStorage.getItem(TRIAL_RELOAD_FLAG)) return;
    sessionStorage.setItem(TRIAL_RELOAD_FLAG, '1');
  } catch {
    return; // without session storage there is no loop guard: do not reload
  }
  reload();
}

let started: Promise<StartupResult> | null = null;

/**
 * Start-up order: the fingerprint and the site content first (a failed one
 * does not stop start-up), then everything else in parallel. Runs once per page load. The balance
 * is not here: the balance channel asks for it as soon as the session is connected.
 */
export function runStartup(): Promise<StartupResult> {
  started ??= (async () => {
    await ensureFingerprint();
    const siteContent = await loadSiteContent();
    if (readAuthData()) {
      await Promise.allSettled([fetchNotifications(), checkTrialBonus()]);
    }
    return { siteContent };
  })();
  return started;
}

/** Tests only: lets a test run the start-up again. */
export function resetStartupForTests(): void {
  started = null;
}
