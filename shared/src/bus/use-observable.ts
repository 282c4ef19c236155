import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { openDialogState } from './event-bus';
import { useStore } from './store';

type Subscribe = (onChange: () => void) => () => void;

/** One subscribe function per subject: a new one each render would make React resubscribe each render. */
const subscribers = new WeakMap<BehaviorSubject<unknown>, Subscribe>();

function subscribeTo<T>(subject: BehaviorSubject<T>): Subscribe {
  let subscribe = subscribers.get(subject as BehaviorSubject<unknown>);
  if (!subscribe) {
    subscribe = (onChange) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    };
    subscribers.set(subject as BehaviorSubject<unknown>, subscribe);
  }
  return subscribe;
}

/** Reads a BehaviorSubject the calling package owns as React state. */
export function useBehaviorSubject<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(subscribeTo(subject), () => subject.value, () => subject.value);
}

export const useOpenDialog = () => useStore(openDialogState);
