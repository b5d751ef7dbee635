import { describe, expect, it } from 'vitest';
import { type BuildFacts, buildProblems, pageFile, sampleEvenly } from '../../../../scripts/rebuild/check.ts';
import { MIN_PAGE_RATIO } from '../../../../scripts/rebuild/settings.ts';

const healthy: BuildFacts = {
  pages: 129,
  homePresent: true,
  serverEntryPresent: true,
  missingCategoryPages: [],
};

describe('the check of a new build', () => {
  it('lets a complete build go live, first or not', () => {
    expect(buildProblems(healthy, 129)).toEqual([]);
    expect(buildProblems(healthy, null)).toEqual([]);
  });

  it(`refuses fewer pages than ${MIN_PAGE_RATIO * 100} % of the live build, and accepts exactly that share`, () => {
    const live = 1000;
    const atLimit = Math.ceil(live * MIN_PAGE_RATIO);
    expect(buildProblems({ ...healthy, pages: atLimit }, live)).toEqual([]);
    const [problem] = buildProblems({ ...healthy, pages: atLimit - 1 }, live);
    expect(problem).toContain(`only ${atLimit - 1} pages were built, fewer than ${atLimit}`);
  });

  it('refuses a build without pages, without the home page, the server entry or sampled category pages', () => {
    expect(buildProblems({ ...healthy, pages: 0 }, null)).toHaveLength(1);
    const problems = buildProblems(
      { pages: 129, homePresent: false, serverEntryPresent: false, missingCategoryPages: ['/c-vinos-20000'] },
      129,
    );
    expect(problems).toEqual([
      'the home page (index.html) is missing',
      'the server entry (server/entry.mjs) is missing',
      'category pages are missing: /c-vinos-20000',
    ]);
  });

  it('samples evenly, first and last included, and everything when there are few', () => {
    const ids = Array.from({ length: 101 }, (_, index) => index);
    expect(sampleEvenly(ids, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(sampleEvenly([1, 2, 3], 12)).toEqual([1, 2, 3]);
  });

  it('maps a page path to its file in a build with `format: file`', () => {
    expect(pageFile('/c-vinos-20000')).toBe('c-vinos-20000.html');
  });
});
