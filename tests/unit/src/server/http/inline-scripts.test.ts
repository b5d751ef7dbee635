import { describe, expect, it } from 'vitest';
import inlineScriptsOfModule from 'virtual:shop/inline-scripts';
import {
  INLINE_SCRIPT_NAMES,
  INLINE_SCRIPTS_MODULE,
  inlineScripts,
  inlineScriptsModule,
} from '../../../../../src/server/http/inline-scripts';

describe('the pages’ inline scripts', () => {
  it('are each one classic script that an inline <script> element can hold', () => {
    for (const name of INLINE_SCRIPT_NAMES) {
      const code = inlineScripts()[name];
      expect(() => new Function(code), name).not.toThrow();
      expect(code, name).not.toMatch(/<\/script|<!--/i);
      expect(code, name).not.toMatch(/^\s*(import|export)\s/m);
    }
  });

  it('carry the constants they import, not the pure layer’s other code', () => {
    const loader = inlineScripts()['late-scripts-loader'];
    expect(loader).toContain('text/x-shop-late');
    expect(loader).not.toContain('deferModuleScripts');
  });

  it('reach the pages through the virtual module, the same text the policy hashes', () => {
    expect(inlineScriptsOfModule).toEqual(inlineScripts());
    const plugin = inlineScriptsModule();
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const id = resolveId(INLINE_SCRIPTS_MODULE);
    expect(id).toBeDefined();
    expect(resolveId('./other')).toBeUndefined();
    expect(load(id as string)).toBe(`export default ${JSON.stringify(inlineScripts())};`);
  });
});
