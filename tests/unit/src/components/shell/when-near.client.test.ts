// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { whenNear } from '../../../../../src/components/shell/when-near.client';

afterEach(() => vi.unstubAllGlobals());

describe('whenNear', () => {
  test('runs once, when the element comes within its preload margin of the screen', () => {
    const observers: { margin?: string; disconnected: boolean; fire: (near: boolean) => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          const observer = {
            margin: options?.rootMargin,
            disconnected: false,
            fire: (near: boolean) =>
              callback([{ isIntersecting: near } as IntersectionObserverEntry], this as never),
          };
          observers.push(observer);
          this.disconnect = () => {
            observer.disconnected = true;
          };
        }
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = '<section data-preload-margin-px="800"></section>';
    const run = vi.fn();
    whenNear(document.querySelector('section')!, run);
    expect(observers[0]!.margin).toBe('0px 0px 800px 0px');
    observers[0]!.fire(false);
    expect(run).not.toHaveBeenCalled();
    observers[0]!.fire(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });
});
