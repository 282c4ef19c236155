import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { authState$, dialogState$ } from './event-bus';

/** Reads a BehaviorSubject as React state. */
export function useBehaviorSubject<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.value,
    () => subject.value,
  );
}

export const useAuthState = () => useBehaviorSubject(authState$);
export const useOpenDialog = () => useBehaviorSubject(dialogState$);
