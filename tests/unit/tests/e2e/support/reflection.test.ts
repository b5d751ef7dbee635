// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { XSS_GLOBAL } from '../../../../e2e/support/hostile-payloads';
import { executablePayloads } from '../../../../e2e/support/reflection';

const JS = `self.${XSS_GLOBAL}=1`;

describe('executablePayloads', () => {
  it('finds handlers, classic scripts and javascript: links that carry the payload', () => {
    expect(executablePayloads(`<p><img src=x onerror=${JS}></p>`)).toHaveLength(1);
    expect(executablePayloads(`<script>${JS.toUpperCase()}</script>`)).toHaveLength(1);
    expect(executablePayloads(`<a href=" javascript:${JS}">x</a>`)).toHaveLength(1);
  });

  it('ignores the payload as text, inside a quoted attribute or in a JSON script', () => {
    expect(executablePayloads(`<p>&lt;img src=x onerror=${JS}&gt;</p>`)).toEqual([]);
    expect(executablePayloads(`<input value="<img src=x onerror=${JS}>">`)).toEqual([]);
    expect(executablePayloads(`<script type="application/ld+json">{"q":"<script>${JS}"}</script>`)).toEqual(
      [],
    );
  });
});
