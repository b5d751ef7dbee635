import { describe, expect, it } from 'vitest';
import { functionLengths } from '../../../../scripts/function-length/long-functions';

const lines = (count: number) => Array.from({ length: count }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('functionLengths', () => {
  it('counts each function from its first line to its last, a nested one inside its outer one and on its own', () => {
    const text = `export function outer() {\n${lines(3)}\n  const inner = () => {\n${lines(2)}\n  };\n}\n`;
    expect(functionLengths('a.ts', text)).toEqual([
      { where: 'a.ts:1', name: 'outer', lines: 9 },
      { where: 'a.ts:5', name: 'inner', lines: 4 },
    ]);
  });

  it('names methods, properties, callbacks and default exports, and reads JSX', () => {
    const text = [
      'class A { run() { return 1; } }',
      'const o = { go: function () { return 2; } };',
      'list.map((x) => x + 1);',
      'export default function () { return <p>{1}</p>; }',
    ].join('\n');
    expect(functionLengths('b.tsx', text).map((fn) => fn.name)).toEqual([
      'run',
      'go',
      'list.map(…)',
      '(anonymous)',
    ]);
  });

  it('leaves out declarations without a body', () => {
    expect(functionLengths('c.ts', 'declare function f(): void;\ninterface I { m(): void }\n')).toEqual([]);
  });
});
