import type { WriteStream } from 'node:tty';

export const PHASES = ['fetch', 'compare', 'build', 'check', 'switch', 'prune'] as const;
export type Phase = (typeof PHASES)[number];

/** How often a terminal's live line is redrawn while nothing else happens (the clock moves). */
const REDRAW_MS = 250;
/** Width assumed when the terminal does not tell its own (the live line must fit on one row). */
const FALLBACK_COLUMNS = 80;
/** Without a terminal (cron, systemd), a line every this many pages during a long build. */
const PLAIN_PAGE_STEP = 500;

export interface Progress {
  phase(phase: Phase): void;
  pages(count: number): void;
  /** What the phase found or is doing (reads done, pages compared and changed), shown after its name. */
  detail(text: string): void;
  /** Ends the display (the live line is cleared); the caller prints the result. */
  stop(): void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Progress on stderr, so stdout keeps only the result line and the JSON summary: a live line on a
 * terminal, plain timestamped lines otherwise (logs).
 */
export function createProgress(
  stream: NodeJS.WriteStream = process.stderr,
  now: () => number = Date.now,
): Progress {
  const started = now();
  let phase: Phase | null = null;
  let pages = 0;
  let detail = '';
  const tty = stream.isTTY === true;
  const about = () => `${phase === 'build' ? ` · ${pages} pages` : ''}${detail ? ` · ${detail}` : ''}`;
  const line = () => `rebuild · ${phase ?? ''}${about()} · ${seconds(now() - started)}`;
  if (!tty) {
    return {
      phase(next) {
        if (phase === 'build') stream.write(`rebuild: ${pages} pages built (${seconds(now() - started)})\n`);
        phase = next;
        detail = '';
        stream.write(`${line()}\n`);
      },
      pages(count) {
        pages = count;
        if (count % PLAIN_PAGE_STEP === 0) stream.write(`${line()}\n`);
      },
      detail(text) {
        detail = text;
        // Logs get what a phase found, not every read it counts.
        if (phase === 'compare') stream.write(`rebuild: ${text}\n`);
      },
      stop() {
        if (phase === 'build') stream.write(`rebuild: ${pages} pages built (${seconds(now() - started)})\n`);
      },
    };
  }
  const terminal = stream as WriteStream;
  const draw = () => {
    terminal.clearLine(0);
    terminal.cursorTo(0);
    terminal.write(line().slice(0, (terminal.columns || FALLBACK_COLUMNS) - 1));
  };
  const timer = setInterval(draw, REDRAW_MS);
  timer.unref();
  return {
    phase(next) {
      if (phase) {
        terminal.clearLine(0);
        terminal.cursorTo(0);
        terminal.write(`✓ ${phase}${about()} · ${seconds(now() - started)}\n`);
      }
      phase = next;
      detail = '';
      draw();
    },
    pages(count) {
      pages = count;
      draw();
    },
    detail(text) {
      // Shown at the next redraw: a run counts thousands of reads.
      detail = text;
    },
    stop() {
      clearInterval(timer);
      terminal.clearLine(0);
      terminal.cursorTo(0);
    },
  };
}

/** Milliseconds each phase of a run took, in the order they ran (the summary's `phaseMs`). */
export type PhaseDurations = Partial<Record<Phase, number>>;

/** `progress` that also times its phases: `durations()` has the finished ones and the one running. */
export function timePhases(
  progress: Progress,
  now: () => number = Date.now,
): Progress & { durations(): PhaseDurations } {
  const durations: PhaseDurations = {};
  let current: { phase: Phase; started: number } | null = null;
  const close = () => {
    if (current) durations[current.phase] = now() - current.started;
  };
  return {
    ...progress,
    phase(phase) {
      close();
      current = { phase, started: now() };
      progress.phase(phase);
    },
    durations() {
      close();
      return { ...durations };
    },
  };
}
