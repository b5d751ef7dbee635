import { describe, expect, it } from 'vitest';
import {
  type CruisedModule,
  describeLoops,
  folderLoops,
  folderOf,
} from '../../../../scripts/check-layout/folder-loops';

/** A cruise result from `from → to` pairs of file paths. */
function cruise(...imports: [string, string][]): CruisedModule[] {
  const sources = [...new Set(imports.flat())];
  return sources.map((source) => ({
    source,
    dependencies: imports.filter(([from]) => from === source).map(([, resolved]) => ({ resolved })),
  }));
}

describe('folderOf', () => {
  it('counts a module towards its folder at the given depth below the root', () => {
    expect(folderOf('src/components/shell/x.ts', 'src', 1)).toBe('src/components');
    expect(folderOf('src/components/shell/x.ts', 'src', 2)).toBe('src/components/shell');
    expect(folderOf('src/lib/constants.ts', 'src', 2)).toBe('src/lib');
  });

  it('makes a file at the root its own unit, and leaves out what lies outside the root', () => {
    expect(folderOf('src/middleware.ts', 'src', 2)).toBe('src/middleware.ts');
    expect(folderOf('node_modules/zod/index.js', 'src', 2)).toBeUndefined();
    expect(folderOf('scripts/sandbox-api/orders/x.ts', 'scripts/sandbox-api', 1)).toBe(
      'scripts/sandbox-api/orders',
    );
  });
});

describe('folderLoops', () => {
  it('finds two folders that import each other through different files, which no file loop shows', () => {
    const modules = cruise(
      ['src/islands/MiniCart/MiniCart.tsx', 'src/components/shell/cart-badge.ts'],
      ['src/components/shell/Header.astro.ts', 'src/islands/MiniCart/MiniCart.tsx'],
    );
    expect(folderLoops(modules, 'src', 1)).toEqual([
      {
        folders: ['src/components', 'src/islands'],
        imports: [
          'src/components/shell/Header.astro.ts → src/islands/MiniCart/MiniCart.tsx',
          'src/islands/MiniCart/MiniCart.tsx → src/components/shell/cart-badge.ts',
        ],
      },
    ]);
  });

  it('checks one level down as well as the top, and finds loops of more than two folders', () => {
    const modules = cruise(
      ['src/components/catalogue/A.astro.ts', 'src/components/product/B.astro.ts'],
      ['src/components/product/B.astro.ts', 'src/components/common/C.astro.ts'],
      ['src/components/common/C.astro.ts', 'src/components/catalogue/D.astro.ts'],
    );
    expect(folderLoops(modules, 'src', 1)).toEqual([]);
    expect(folderLoops(modules, 'src', 2).map((loop) => loop.folders)).toEqual([
      ['src/components/catalogue', 'src/components/common', 'src/components/product'],
    ]);
  });

  it('passes imports that run one way, and imports inside one folder', () => {
    const modules = cruise(
      ['src/islands/MiniCart/MiniCart.tsx', 'src/browser/cart-badge.ts'],
      ['src/components/shell/shell.client.ts', 'src/browser/cart-badge.ts'],
      ['src/components/shell/Header.astro.ts', 'src/islands/MiniCart/MiniCart.tsx'],
      ['src/browser/cart-badge.ts', 'src/browser/heart-of.ts'],
      ['src/browser/heart-of.ts', 'src/browser/cart-badge.ts'],
    );
    expect(folderLoops(modules, 'src', 2)).toEqual([]);
  });

  it('looks only under its root', () => {
    const modules = cruise(
      ['scripts/sandbox-api/orders/a.ts', 'scripts/sandbox-api/invoices/b.ts'],
      ['scripts/sandbox-api/invoices/b.ts', 'scripts/sandbox-api/orders/c.ts'],
    );
    expect(folderLoops(modules, 'src', 2)).toEqual([]);
    expect(folderLoops(modules, 'scripts/sandbox-api', 1).map((loop) => loop.folders)).toEqual([
      ['scripts/sandbox-api/invoices', 'scripts/sandbox-api/orders'],
    ]);
  });
});

describe('describeLoops', () => {
  it('names the folders of each loop and the imports that make it', () => {
    expect(describeLoops([{ folders: ['src/a', 'src/b'], imports: ['src/a/x.ts → src/b/y.ts'] }])).toEqual([
      '  error no-folder-loop: src/a ⇄ src/b',
      '      src/a/x.ts → src/b/y.ts',
    ]);
  });
});
