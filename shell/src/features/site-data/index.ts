export { ensureFingerprint } from './fingerprint';
export { siteContent$, siteContentStatus$, applyStoredSiteContent, loadSiteContent, siteOptionValue, type SiteContentStatus } from './site-content-store';
export { useSiteContent, useSiteContentStatus, useSiteOption } from './use-site-content';
