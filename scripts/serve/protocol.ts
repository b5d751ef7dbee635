/**
 * How a worker retires (scripts/serve/worker.ts), in three messages. The supervisor says DRAIN; the
 * worker stops listening and, once its connections have ended, says DRAINED; the supervisor
 * answers LEAVE; the worker says LEFT and exits once that is written. Why not exit at DRAINED:
 * the cluster's primary may have handed the worker a new connection just before it learnt the
 * worker stopped listening. The worker refuses it and the primary gives it to another worker, but
 * only if the worker is still there to read it: one that exits first leaves that connection
 * unanswered for good (reproduced in tests/unit/scripts/serve/supervisor.test.ts). IPC messages
 * keep their order both ways, so LEAVE reaches the worker after every connection handed to it,
 * and LEFT is written after every refusal.
 */
export const DRAIN_MESSAGE = 'shop:drain';
export const DRAINED_MESSAGE = 'shop:drained';
export const LEAVE_MESSAGE = 'shop:leave';
export const LEFT_MESSAGE = 'shop:left';
/**
 * Longest a retiring worker waits for its requests to end before it exits anyway: idle keep-alive
 * connections end at Node's keep-alive timeout (5 s), a slow page render well within this.
 */
export const DRAIN_TIMEOUT_MS = 30_000;
/** Longest new workers may take to listen during a start or reload before it is called failed. */
export const READY_TIMEOUT_MS = 60_000;
/** Pause before replacing a worker that died on its own, so a crashing release does not spin. */
export const RESPAWN_DELAY_MS = 1_000;
