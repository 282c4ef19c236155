export { ensureFingerprint } from './fingerprint';
export { siteContentStatus$, applyStoredSiteContent, loadSiteContent, siteOptionValue, type SiteContentStatus } from './site-content-store';
export { useSiteContent, useSiteContentStatus, useSiteOption } from './use-site-content';
export { SITE_CONTENT_TIMEOUT_MS, useSiteContentFailure } from './use-site-content-failure';
