export { ProtectedRoute, useReturnAfterLogin, type ProtectedRouteProps } from './protected-route';
export { pendingReturnPath, connectReturnAfterLogin } from './return-after-login';
