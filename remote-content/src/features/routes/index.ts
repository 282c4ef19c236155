export { ContentRoutes } from './content-routes';
