import { useSyncExternalStore } from 'react';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';

/** A value everyone may read and watch; only its owner can change it. */
export interface ReadonlyStore<T> {
  get(): T;
  readonly changes: Observable<T>;
}

/** The owner's handle: `set` stays with the module that created the store. */
export interface Store<T> extends ReadonlyStore<T> {
  set(value: T): void;
}

export function createStore<T>(initial: T): Store<T> {
  const subject = new BehaviorSubject<T>(initial);
  return { get: () => subject.value, changes: subject.asObservable(), set: (value) => subject.next(value) };
}

/** A read-only view, so the owner can export a store without its `set`. */
export const readonlyStore = <T>(store: ReadonlyStore<T>): ReadonlyStore<T> => ({ get: store.get, changes: store.changes });

/** A store computed from another; `get` returns the same object until the source changes (React needs that). */
export function derivedStore<S, T>(source: ReadonlyStore<S>, project: (value: S) => T, equal: (a: T, b: T) => boolean = Object.is): ReadonlyStore<T> {
  let lastSource = source.get();
  let lastValue = project(lastSource);
  const get = () => {
    const current = source.get();
    if (current !== lastSource) {
      const next = project(current);
      lastSource = current;
      if (!equal(next, lastValue)) lastValue = next;
    }
    return lastValue;
  };
  return { get, changes: source.changes.pipe(map(get), distinctUntilChanged()) };
}

type Subscribe = (onChange: () => void) => () => void;
const subscribers = new WeakMap<Observable<unknown>, Subscribe>();

/** One subscribe function per store: a new one each render would make React resubscribe each render. */
function subscribeTo(changes: Observable<unknown>): Subscribe {
  let subscribe = subscribers.get(changes);
  if (!subscribe) {
    subscribe = (onChange) => {
      const subscription = changes.subscribe(onChange);
      return () => subscription.unsubscribe();
    };
    subscribers.set(changes, subscribe);
  }
  return subscribe;
}

/** Reads a store as React state. */
export function useStore<T>(store: ReadonlyStore<T>): T {
  return useSyncExternalStore(subscribeTo(store.changes), store.get, store.get);
}
