import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Any props: the component keeps its own props type through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for a named export: the component `name` of the module `load` imports, in a chunk
 * of its own, loaded on first render.
 */
export function lazyExport<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
