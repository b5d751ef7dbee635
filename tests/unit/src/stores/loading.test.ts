import { beforeEach, describe, expect, test } from 'vitest';
import {
  $loading,
  isLoading,
  loadingProgress,
  requestEnded,
  requestStarted,
} from '../../../../src/stores/loading';

beforeEach(() => {
  $loading.set({ started: 0, settled: 0 });
});

describe('loading store', () => {
  test('loading while any request is in flight', () => {
    expect(isLoading($loading.get())).toBe(false);
    requestStarted();
    requestStarted();
    requestEnded();
    expect(isLoading($loading.get())).toBe(true);
    requestEnded();
    expect(isLoading($loading.get())).toBe(false);
  });

  test('progress is the share of the current burst already settled', () => {
    for (let i = 0; i < 4; i++) requestStarted();
    requestEnded();
    expect(loadingProgress($loading.get())).toBe(0.25);
  });

  test('the burst resets once nothing is in flight, and an extra end never goes negative', () => {
    requestStarted();
    requestEnded();
    requestEnded();
    expect($loading.get()).toEqual({ started: 0, settled: 0 });
    requestStarted();
    expect(isLoading($loading.get())).toBe(true);
  });
});
