export { ProtectedRoute, useReturnAfterLogin, type ProtectedRouteProps } from './protected-route';
export { pendingReturnPath, connectReturnAfterLogin, rememberReturnPath } from './return-after-login';
