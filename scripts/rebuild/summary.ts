import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LAST_RUN_FILE } from '../serve/layout.ts';
import type { ServerNotice } from './notify.ts';
import type { Phase, PhaseDurations } from './progress.ts';
import { writeFileAtomic } from './releases.ts';

export type Outcome = 'unchanged' | 'switched' | 'failed' | 'rolled-back';

/** The machine-readable result of a run: its last stdout line, and `last-run.json` in the root. */
export interface RunSummary {
  event: 'rebuild';
  outcome: Outcome;
  /** When the run started (ISO 8601). */
  at: string;
  durationMs: number;
  /** How long each phase took (fetch: the API's reads; build: `astro build`, …). */
  phaseMs?: PhaseDurations;
  /** The live release after the run (null: none yet). */
  live: string | null;
  /** The live release before the run. */
  previous: string | null;
  hash?: string;
  /** A whole build, or only the changed pages over the live release. */
  build?: 'full' | 'partial';
  pages?: number;
  /** Pre-rendered pages whose data was compared with the live release's, and how many differed. */
  checked?: number;
  changed?: number;
  /** The first changed pages (CHANGED_PAGES_SHOWN). */
  changedPages?: string[];
  /** Why a full build was needed (new code, --force, the menus changed, …). */
  reason?: string;
  /** Assets of the previous release copied into the new one. */
  carriedAssets?: number;
  server?: ServerNotice;
  pruned?: string[];
  /** Where a failed run stopped, and why. */
  phase?: Phase | 'lock' | 'rollback';
  error?: string;
}

/** Prints the summary as one JSON line and writes it to the root (when the root exists). */
export function publishSummary(root: string, summary: RunSummary): void {
  const line = JSON.stringify(summary);
  process.stdout.write(`${line}\n`);
  if (existsSync(root)) writeFileAtomic(join(root, LAST_RUN_FILE), `${line}\n`);
}

/** The one human line saying what happened (before the JSON line). */
export function resultLine(summary: RunSummary): string {
  const took = `${(summary.durationMs / 1000).toFixed(1)} s`;
  switch (summary.outcome) {
    case 'unchanged':
      return `Nothing changed since the live build ${summary.live} (${summary.checked} pages checked, ${summary.hash?.slice(0, 19)}…): no rebuild (${took}).`;
    case 'switched':
      return `Switched the live site to ${summary.live} (${summary.build === 'partial' ? `${summary.changed} of ${summary.pages} pages rebuilt` : `${summary.pages} pages`}) in ${took}; server ${summary.server === 'reloaded' ? 'reloaded' : 'not running'}.`;
    case 'rolled-back':
      return `Rolled the live site back from ${summary.previous} to ${summary.live}; server ${summary.server === 'reloaded' ? 'reloaded' : 'not running'}.`;
    case 'failed':
      if (summary.phase === 'rollback')
        return `Rollback failed: ${summary.error} The live site is unchanged (${summary.live ?? 'no live build yet'}).`;
      return `Rebuild failed at ${summary.phase}: ${summary.error} The live site is unchanged (${summary.live ?? 'no live build yet'}).`;
  }
}
