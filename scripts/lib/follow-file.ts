import { closeSync, openSync, readSync } from 'node:fs';

/** How often a followed file is read for what was added. */
const FOLLOW_EVERY_MS = 1_000;

/**
 * Prints what `path` holds and what is added to it, until `done` settles (then the rest): the
 * output of a runner that ran beside others, shown in one piece instead of interleaved.
 */
export async function followFile<T>(path: string, done: Promise<T>): Promise<T> {
  let offset = 0;
  const buffer = Buffer.alloc(64 * 1024);
  const printNew = () => {
    let file: number;
    try {
      file = openSync(path, 'r');
    } catch {
      return; // not written yet
    }
    try {
      for (let read = readSync(file, buffer, 0, buffer.length, offset); read > 0; ) {
        process.stdout.write(buffer.subarray(0, read));
        offset += read;
        read = readSync(file, buffer, 0, buffer.length, offset);
      }
    } finally {
      closeSync(file);
    }
  };
  const timer = setInterval(printNew, FOLLOW_EVERY_MS);
  try {
    return await done;
  } finally {
    clearInterval(timer);
    printNew();
  }
}
