import { describe, expect, test } from 'vitest';
import { type CruisedModule, folderLoops, folderOf } from '../../../../scripts/check-layout/folder-loops.ts';

/** A cruise's modules from `from → to` lines. */
function graph(...edges: string[]): CruisedModule[] {
  const modules = new Map<string, CruisedModule>();
  for (const edge of edges) {
    const [from, to] = edge.split(' → ') as [string, string];
    for (const path of [from, to])
      if (!modules.has(path)) modules.set(path, { source: path, dependencies: [] });
    modules.get(from)!.dependencies.push({ resolved: to });
  }
  return [...modules.values()];
}

describe('folderOf', () => {
  test('collapses a file to its top-level folder, or one level down', () => {
    expect(folderOf('app/seed/kinds/kitchen.ts', 'app', 1)).toBe('app/seed');
    expect(folderOf('app/seed/kinds/kitchen.ts', 'app', 2)).toBe('app/seed/kinds');
    expect(folderOf('app/seed/facts.ts', 'app', 1)).toBe('app/seed');
    expect(folderOf('app/seed/facts.ts', 'app', 2)).toBe('app/seed/*');
  });

  test('keeps a file loose in the root as itself, and leaves out files outside the root', () => {
    expect(folderOf('app/state.ts', 'app/', 1)).toBe('app/state.ts');
    expect(folderOf('src/contract/cart.ts', 'app', 1)).toBeUndefined();
  });
});

describe('folderLoops', () => {
  test('finds two folders importing each other through different files', () => {
    const loops = folderLoops(
      graph('app/orders/life.ts → app/invoices/store.ts', 'app/invoices/pdf.ts → app/orders/seller.ts'),
      'app',
    );
    expect(loops).toEqual([
      {
        folders: ['app/invoices', 'app/orders'],
        imports: ['app/orders/life.ts → app/invoices/store.ts', 'app/invoices/pdf.ts → app/orders/seller.ts'],
      },
    ]);
  });

  test('finds a loop through a file loose in the root', () => {
    const loops = folderLoops(
      graph(
        'app/accounts/login.ts → app/state.ts',
        'app/state.ts → app/orders/pay.ts',
        'app/orders/x.ts → app/accounts/y.ts',
      ),
      'app',
    );
    expect(loops.map((loop) => loop.folders)).toEqual([['app/accounts', 'app/orders', 'app/state.ts']]);
  });

  test('finds a loop one level down, between a folder and the loose files beside it', () => {
    const loops = folderLoops(
      graph('app/seed/index.ts → app/seed/kinds/kind.ts', 'app/seed/kinds/kind.ts → app/seed/prng.ts'),
      'app',
    );
    expect(loops.map((loop) => loop.folders)).toEqual([['app/seed/*', 'app/seed/kinds']]);
  });

  test('reports a loop through two top-level folders once, at the top level', () => {
    const loops = folderLoops(
      graph('app/a/x/one.ts → app/b/two.ts', 'app/b/two.ts → app/a/y/three.ts'),
      'app',
    );
    expect(loops.map((loop) => loop.folders)).toEqual([['app/a', 'app/b']]);
  });

  test('passes a graph whose folders import one way, and file loops inside one folder', () => {
    const modules = graph(
      'app/routes/cart.ts → app/cart/store.ts',
      'app/cart/store.ts → app/catalog/price.ts',
      'app/cart/store.ts → app/cart/lines.ts',
      'app/cart/lines.ts → app/cart/store.ts',
      'app/routes/cart.ts → src/contract/cart.ts',
    );
    expect(folderLoops(modules, 'app')).toEqual([]);
  });
});
