export { ensureFingerprint } from './fingerprint';
export { bootstrap$, bootstrapStatus$, applyStoredBootstrap, loadBootstrap, siteOptionValue, type BootstrapStatus } from './bootstrap-store';
export { useBootstrap, useBootstrapStatus, useSiteOption } from './use-bootstrap';
