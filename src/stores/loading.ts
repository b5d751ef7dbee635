import { atom } from 'nanostores';

/** Requests of the current burst: how many started and how many settled since the bar was last idle. */
export interface LoadingState {
  started: number;
  settled: number;
}

/** API requests in flight, fed by the browser API client's hooks. */
export const $loading = atom<LoadingState>({ started: 0, settled: 0 });

// Plain functions of `$loading`, not computed stores: `computed` would ship nanostores' lifecycle
// code to every page for the loading bar alone.
/** Whether any request is in flight. */
export function isLoading({ started, settled }: LoadingState): boolean {
  return settled < started;
}

/** Share of the current burst already settled, 0 to 1; the bar shows it while loading. */
export function loadingProgress({ started, settled }: LoadingState): number {
  return started === 0 ? 0 : settled / started;
}

/** A request has started. */
export function requestStarted(): void {
  const { started, settled } = $loading.get();
  $loading.set({ started: started + 1, settled });
}

/** A request has settled (success or failure); the burst resets once none is left. */
export function requestEnded(): void {
  const { started, settled } = $loading.get();
  const next = Math.min(settled + 1, started);
  $loading.set(next >= started ? { started: 0, settled: 0 } : { started, settled: next });
}
