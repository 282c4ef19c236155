/** Everything under `/dashboard/*`, as the shell mounts it. */
export { default, AccountRoutes } from './account-routes';
