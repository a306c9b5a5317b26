import { lazy, useState, type ComponentType } from 'react';

/** A component in a chunk of its own; see `preloadable`. */
export interface Preloadable {
  /** Loads the chunk once (a failed load is tried again on the next call). */
  load(): Promise<ComponentType>;
  /** The component once `load` has given it. */
  loaded(): ComponentType | undefined;
}

/**
 * A component that a route loads before its first render (its `lazy` or loader awaits `load`, so
 * the page shows it at once rather than a loading line) and that can still be rendered when it
 * was not loaded first (a page that needed it only later). `importComponent` imports the chunk
 * and picks the component.
 */
export function preloadable(importComponent: () => Promise<ComponentType>): Preloadable {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const load = () => {
    if (!loading) {
      const attempt = importComponent().then((component) => (loaded = component));
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
      loading = attempt;
    }
    return loading;
  };
  return { load, loaded: () => loaded };
}

/**
 * The component of `chunk`, the same while the caller is mounted: the loaded one, or, when the
 * chunk has not loaded yet, a React.lazy one over its `load` (the caller suspends until it has;
 * a new one after a failed load, which React.lazy would otherwise keep failing).
 */
export function usePreloaded(chunk: Preloadable): ComponentType {
  const [component] = useState(
    () => chunk.loaded() ?? lazy(() => chunk.load().then((c) => ({ default: c }))),
  );
  return component;
}
