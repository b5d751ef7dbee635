import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, shards, sitemapIndex, urlSet } from '../../../../../src/lib/seo/sitemap';

describe('sitemaps', () => {
  it('shards at 50,000 URLs per file', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS * 2 + 1 }, (_, index) => `/p-${index}`);
    expect(shards(urls).map((shard) => shard.length)).toEqual([50_000, 50_000, 1]);
    expect(shards([])).toEqual([]);
  });

  it('escapes URLs as XML', () => {
    expect(urlSet(['http://x/a?b=1&c=2'])).toContain('<loc>http://x/a?b=1&amp;c=2</loc>');
  });

  it('writes the sitemaps.org namespaces', () => {
    expect(urlSet([])).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemapIndex(['http://x/s.xml'])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://x/s.xml</loc></sitemap>',
    );
  });
});
