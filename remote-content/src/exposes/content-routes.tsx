// Exposed as `remote_content/ContentRoutes` (/pages, /pages/:id, /promotions, /responsible-gaming): a thin entry over the feature.
export { ContentRoutes as default } from '../features/routes';
