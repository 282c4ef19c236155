import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from '@arcadia/ui/router';
import { openDialog, useAuthState } from '@arcadia/shared';
import { connectReturnAfterLogin, rememberReturnPath } from './return-after-login';

export interface ProtectedRouteProps {
  children: ReactNode;
  /** Where an anonymous player is sent while the login dialog is open. @default '/' */
  fallbackPath?: string;
}

/**
 * Signed-in players pass; anonymous players get the login dialog opened on a safe page and reach
 * the requested address after signing in.
 */
export function ProtectedRoute({ children, fallbackPath = '/' }: ProtectedRouteProps) {
  const { isLoggedIn } = useAuthState();
  const location = useLocation();
  const requested = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (isLoggedIn) return;
    rememberReturnPath(requested);
    openDialog('login');
  }, [isLoggedIn, requested]);

  if (!isLoggedIn) return <Navigate to={fallbackPath} replace />;
  return <>{children}</>;
}

/** Mount once inside the router: takes a player who signed in from a protected route there. */
export function useReturnAfterLogin(): void {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useEffect(() => connectReturnAfterLogin((to) => navigateRef.current(to)), []);
}
