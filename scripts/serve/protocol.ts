/** What the supervisor sends a worker to retire it (scripts/serve/worker.ts). */
export const DRAIN_MESSAGE = 'shop:drain';
/**
 * Longest a retiring worker waits for its requests to end before it exits anyway: idle keep-alive
 * connections end at Node's keep-alive timeout (5 s), a slow page render well within this.
 */
export const DRAIN_TIMEOUT_MS = 30_000;
/** Longest new workers may take to listen during a start or reload before it is called failed. */
export const READY_TIMEOUT_MS = 60_000;
/** Pause before replacing a worker that died on its own, so a crashing release does not spin. */
export const RESPAWN_DELAY_MS = 1_000;
