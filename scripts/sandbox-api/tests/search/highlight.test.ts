/** The search highlight (search/highlight.ts): <em> around matched words, everything else escaped. */
import { describe, expect, it } from 'vitest';
import { highlightName } from '../../search/highlight.ts';

/** The folded words a query matched, as the search hands them to the highlight. */
const words =
  (...matched: string[]) =>
  (word: string) =>
    matched.includes(word);

describe('search highlight', () => {
  it('wraps the matched words in <em> whatever their case and accents', () => {
    expect(highlightName('Sartén antiadherente 28 cm', words('sarten', 'antiadherente'))).toBe(
      '<em>Sartén</em> <em>antiadherente</em> 28 cm',
    );
  });

  it('leaves the other words alone', () => {
    expect(highlightName('Cazo cazuela', words('cazo'))).toBe('<em>Cazo</em> cazuela');
  });

  it('escapes everything else, so a name can never inject markup', () => {
    expect(highlightName('Vaso <b>"duro"</b> & fino', words('vaso'))).toBe(
      '<em>Vaso</em> &lt;b&gt;&quot;duro&quot;&lt;/b&gt; &amp; fino',
    );
    expect(highlightName('<img src=x onerror=alert(1)>', words('img'))).toBe(
      '&lt;<em>img</em> src=x onerror=alert(1)&gt;',
    );
  });

  it('escapes the whole name when browsing without a query', () => {
    expect(highlightName('Tom & Jerry', words())).toBe('Tom &amp; Jerry');
  });
});
