import cluster, { type Worker } from 'node:cluster';
import { basename } from 'node:path';
import { entryOf } from './layout.ts';
import {
  DRAIN_MESSAGE,
  DRAIN_TIMEOUT_MS,
  DRAINED_MESSAGE,
  LEAVE_MESSAGE,
  READY_TIMEOUT_MS,
  RESPAWN_DELAY_MS,
} from './protocol.ts';

const WORKER_SCRIPT = new URL('./worker.ts', import.meta.url).pathname;

/** Workers forked from one release. */
interface Generation {
  release: string;
  workers: Set<Worker>;
}

export interface Supervisor {
  /** Forks workers from the release given now and retires the live ones once the new listen. */
  reload(release: string): Promise<void>;
  /** Retires every worker; resolves when all have left. */
  shutdown(): Promise<void>;
}

const log = (line: string) => console.log(`serve: ${line}`);

/**
 * Forks `count` workers from `release` and keeps that many alive. A reload runs the new workers
 * beside the old ones until they listen, then drains the old ones: the port never closes and no
 * request is cut. A release whose workers do not come up is refused; the old workers stay.
 */
export async function startSupervisor(release: string, count: number): Promise<Supervisor> {
  cluster.setupPrimary({ exec: WORKER_SCRIPT });
  const retiring = new Set<Worker>();
  let live: Generation = { release, workers: new Set() };
  let stopping = false;

  const fork = (generation: Generation): Worker => {
    // React's production build: the development one renders pages at a third of the speed.
    const worker = cluster.fork({
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      SHOP_ENTRY: entryOf(generation.release),
    });
    generation.workers.add(worker);
    worker.on('exit', (code, signal) => {
      generation.workers.delete(worker);
      if (retiring.delete(worker) || stopping) return;
      // Died on its own: replace it from its own release while that release is the live one
      // (a worker of a reload that has not taken over fails that reload instead).
      if (generation !== live) return;
      log(
        `worker ${worker.process.pid} of ${basename(generation.release)} died (${signal ?? code}); replacing it.`,
      );
      setTimeout(() => generation === live && !stopping && fork(generation), RESPAWN_DELAY_MS);
    });
    return worker;
  };

  /** Forks a generation's workers and waits until each listens (or one fails to). */
  const forkAll = (generation: Generation): Promise<void> =>
    new Promise((resolve, reject) => {
      let waiting = count;
      const timer = setTimeout(
        () => reject(new Error(`workers did not listen within ${READY_TIMEOUT_MS} ms`)),
        READY_TIMEOUT_MS,
      );
      for (let index = 0; index < count; index += 1) {
        const worker = fork(generation);
        worker.once('listening', (address) => {
          if (--waiting > 0) return;
          clearTimeout(timer);
          log(
            `${count} workers of ${basename(generation.release)} listening on ${address.address ?? 'localhost'}:${address.port}.`,
          );
          resolve();
        });
        worker.once('exit', () => {
          clearTimeout(timer);
          reject(new Error(`a worker of ${basename(generation.release)} exited before listening`));
        });
      }
    });

  const retire = (workers: Iterable<Worker>): Promise<void> =>
    Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            retiring.add(worker);
            // The worker exits itself once drained and told to leave; this only covers one that hangs.
            const timer = setTimeout(() => worker.kill('SIGKILL'), DRAIN_TIMEOUT_MS + 5_000);
            worker.on('message', (message) => {
              if (message === DRAINED_MESSAGE) worker.send(LEAVE_MESSAGE);
            });
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.send(DRAIN_MESSAGE);
          }),
      ),
    ).then(() => undefined);

  await forkAll(live);

  let reloading: Promise<void> = Promise.resolve();
  return {
    reload(next) {
      // One reload at a time: a SIGHUP during a reload runs after it, with the release of then.
      reloading = reloading.then(async () => {
        const fresh: Generation = { release: next, workers: new Set() };
        log(`reloading: forking ${count} workers of ${basename(next)}.`);
        try {
          await forkAll(fresh);
        } catch (error) {
          log(
            `reload to ${basename(next)} failed (${(error as Error).message}); still serving ${basename(live.release)}.`,
          );
          await retire(fresh.workers);
          return;
        }
        const old = live;
        live = fresh;
        log(
          `reloaded: serving ${basename(next)}; draining ${old.workers.size} workers of ${basename(old.release)}.`,
        );
        await retire(old.workers);
        log(`workers of ${basename(old.release)} drained.`);
      });
      return reloading;
    },
    async shutdown() {
      stopping = true;
      await reloading;
      await retire(live.workers);
    },
  };
}
