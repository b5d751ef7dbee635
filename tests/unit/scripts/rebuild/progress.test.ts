import { describe, expect, it } from 'vitest';
import { type Phase, type Progress, timePhases } from '../../../../scripts/rebuild/progress.ts';

describe('timePhases', () => {
  it('times each phase from its start to the next one, passing every call on to the display', () => {
    let now = 1_000;
    const shown: Phase[] = [];
    const display: Progress = {
      phase: (phase) => shown.push(phase),
      pages: () => {},
      detail: () => {},
      stop: () => {},
    };
    const progress = timePhases(display, () => now);
    progress.phase('fetch');
    now += 2_500;
    progress.phase('compare');
    now += 40;
    expect(progress.durations()).toEqual({ fetch: 2_500, compare: 40 });
    progress.phase('build');
    now += 9_000;
    expect(progress.durations()).toEqual({ fetch: 2_500, compare: 40, build: 9_000 });
    expect(shown).toEqual(['fetch', 'compare', 'build']);
  });
});
