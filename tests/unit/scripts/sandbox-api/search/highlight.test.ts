/** The search highlight (search/highlight.ts): <em> around matched words, everything else escaped. */
import { describe, expect, it } from 'vitest';
import { highlightName } from '../../../../../scripts/sandbox-api/search/highlight.ts';
import { queryTerms } from '../../../../../scripts/sandbox-api/search/request.ts';

describe('search highlight', () => {
  it('wraps matched words in <em> whatever their accents, and the last term as a prefix', () => {
    expect(highlightName('Sartén antiadherente 28 cm', queryTerms('SARTEN anti'))).toBe(
      '<em>Sartén</em> <em>antiadherente</em> 28 cm',
    );
  });

  it('matches earlier terms as whole words only', () => {
    expect(highlightName('Cazo cazuela', queryTerms('cazo x'))).toBe('<em>Cazo</em> cazuela');
  });

  it('escapes everything else, so a name can never inject markup', () => {
    expect(highlightName('Vaso <b>"duro"</b> & fino', queryTerms('vaso'))).toBe(
      '<em>Vaso</em> &lt;b&gt;&quot;duro&quot;&lt;/b&gt; &amp; fino',
    );
    expect(highlightName('<img src=x onerror=alert(1)>', queryTerms('img'))).toBe(
      '&lt;<em>img</em> src=x onerror=alert(1)&gt;',
    );
  });

  it('escapes the whole name when browsing without a query', () => {
    expect(highlightName('Tom & Jerry', [])).toBe('Tom &amp; Jerry');
  });
});
