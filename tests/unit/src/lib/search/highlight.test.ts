import { describe, expect, it } from 'vitest';
import { highlightParts } from '../../../../../src/lib/search/highlight';

describe('highlightParts', () => {
  it('splits the matched words out of the API highlight', () => {
    expect(highlightParts('<em>Sartén</em> antiadherente 28 cm')).toEqual([
      { text: 'Sartén', match: true },
      { text: ' antiadherente 28 cm', match: false },
    ]);
  });

  it('decodes the escaped text so the template escapes it once', () => {
    expect(highlightParts('Tom &amp; Jerry &lt;3 <em>taza</em>')).toEqual([
      { text: 'Tom & Jerry <3 ', match: false },
      { text: 'taza', match: true },
    ]);
  });

  it('keeps any other markup as visible text, never as HTML', () => {
    const parts = highlightParts('<img src=x onerror=alert(1)><em>vaso</em>');
    expect(parts[0]).toEqual({ text: '<img src=x onerror=alert(1)>', match: false });
    expect(parts[1]).toEqual({ text: 'vaso', match: true });
  });

  it('returns the whole name as one part when nothing matched', () => {
    expect(highlightParts('Comedero doble')).toEqual([{ text: 'Comedero doble', match: false }]);
  });
});
