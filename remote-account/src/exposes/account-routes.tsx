// Exposed as `remote_account/AccountRoutes` (everything under /dashboard/*): a thin entry over the feature.
export { AccountRoutes as default } from '../features/routes';
