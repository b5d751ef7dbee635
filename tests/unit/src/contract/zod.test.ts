import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { intFrom, intWithin, numberFrom, stringMatching } from '@shop/contract/zod';

describe("the contract's zod", () => {
  it('builds no parser with eval: the shop’s CSP has no unsafe-eval, and the probe alone would be a violation', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('bounds whole numbers, numbers and strings as the entities need them', () => {
    expect(intFrom(0).safeParse(0).success).toBe(true);
    expect(intFrom(1).safeParse(0).success).toBe(false);
    expect(intFrom(0).safeParse(1.5).success).toBe(false);
    expect([0, 1, 5, 6].map((stars) => intWithin(1, 5).safeParse(stars).success)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(numberFrom(0).safeParse(0.5).success).toBe(true);
    expect(numberFrom(0).safeParse(-0.01).success).toBe(false);
    expect(stringMatching(/^\d+$/).safeParse('4990').success).toBe(true);
    expect(stringMatching(/^\d+$/).safeParse('49,90').success).toBe(false);
  });
});
