/**
 * A store written as nanostores recommends: atoms, and actions that are plain functions of them.
 * A store made more than once (a test's fresh store, the page's one) keeps its atoms in a state
 * object, each action takes that state first, and `bindActions` gives the store's callers the
 * actions with the state already in place.
 */
// biome-ignore lint/suspicious/noExplicitAny: an action's own arguments are whatever it declares.
type Action<S> = (state: S, ...args: any[]) => unknown;

/** The actions with their first argument, the store's state, bound. */
export type BoundActions<S, A extends Record<string, Action<S>>> = {
  [K in keyof A]: A[K] extends (state: S, ...args: infer P) => infer R ? (...args: P) => R : never;
};

/** Each action of `actions`, called with `state` before the caller's arguments. */
export function bindActions<S, A extends Record<string, Action<S>>>(
  state: S,
  actions: A,
): BoundActions<S, A> {
  const bound = Object.entries(actions).map(([name, action]) => [
    name,
    (...args: unknown[]) => action(state, ...args),
  ]);
  return Object.fromEntries(bound) as BoundActions<S, A>;
}
