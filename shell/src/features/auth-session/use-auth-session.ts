import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@arcadia/ui/router';
import { connectAuthSession } from './auth-session';

/** Connects the session to the bus for the lifetime of the app (needs the router and the query client). */
export function useAuthSession(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // the latest navigate without reconnecting the session on every render
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useEffect(() => connectAuthSession({ navigate: (to) => navigateRef.current(to), queryClient }), [queryClient]);
}
