// @vitest-environment happy-dom
/** The late scripts' loader (src/browser/inline/late-scripts-loader.ts), run as the page runs it: the bundle. */
import { constants, runInThisContext } from 'node:vm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  LATE_SCRIPT_TYPE,
  LATE_SCRIPTS_PAINT_WAIT_MS,
  MAIN_IMAGE_TIMING,
  SCRIPTS_READY_ATTRIBUTE,
} from '../../../../../src/lib/ui/late-scripts';
import { inlineScripts } from '../../../../../src/server/http/inline-scripts';
import { eventually } from '../../../support/eventually';

declare global {
  var lateScriptsRan: string[] | undefined;
}

let modules = 0;
/** A late script that notes it ran: a module from a data: address, new each time (modules run once). */
const lateScript = (name: string) =>
  `<script type="${LATE_SCRIPT_TYPE}" data-src="data:text/javascript,(globalThis.lateScriptsRan??=[]).push('${name}')//${++modules}"></script>`;

/** The browser's paint entries: which types it reports, and a way to report one. */
function paintEntries(supportedEntryTypes: string[]) {
  const observers: { callback: PerformanceObserverCallback; type: string }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    readonly callback: PerformanceObserverCallback;
    constructor(callback: PerformanceObserverCallback) {
      this.callback = callback;
    }
    observe(options: { type: string }) {
      observers.push({ callback: this.callback, type: options.type });
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observedType: () => observers.map((observer) => observer.type),
    paint: (element: Element | null) => {
      const list = { getEntries: () => [{ element }] } as unknown as PerformanceObserverEntryList;
      for (const observer of observers) observer.callback(list, observer as unknown as PerformanceObserver);
    },
  };
}

const ready = () => document.documentElement.getAttribute(SCRIPTS_READY_ATTRIBUTE);

/** The window's listeners the loader added, by event type. */
let windowListeners: Map<string, () => void>;

/** Runs the loader as the page does, and returns its `load` listener: the page's load, on demand. */
function runLoader(): () => void {
  const listeners: (() => void)[] = [];
  windowListeners = new Map();
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
    windowListeners.set(type, listener);
    if (type === 'load') listeners.push(listener);
  });
  // As a classic script of the page, whose import() loads modules (the default loader reads data: addresses).
  runInThisContext(inlineScripts()['late-scripts-loader'], {
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  expect(listeners).toHaveLength(1);
  return listeners[0] as () => void;
}

/** Whether the loader has started the late scripts (it looks them up at once when it does). */
const started = () =>
  vi.mocked(document.querySelectorAll).mock.calls.some(([selector]) => selector.includes(LATE_SCRIPT_TYPE));

beforeEach(() => {
  globalThis.lateScriptsRan = undefined;
  document.documentElement.removeAttribute(SCRIPTS_READY_ATTRIBUTE);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  vi.spyOn(document, 'querySelectorAll');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

it('in a browser without paint entries, imports every late script at load and marks the page ready, a failing one too', async () => {
  paintEntries([]);
  document.body.innerHTML = `${lateScript('a')}<script type="${LATE_SCRIPT_TYPE}" data-src="data:text/javascript,throw new Error('x')"></script>${lateScript('b')}`;
  runLoader()();
  await eventually(() => expect(ready()).toBe('ready'));
  expect(globalThis.lateScriptsRan).toEqual(['a', 'b']);
});

it('waits for the first largest-contentful-paint, then starts once', async () => {
  const browser = paintEntries(['largest-contentful-paint']);
  document.body.innerHTML = lateScript('a');
  runLoader()();
  expect(browser.observedType()).toEqual(['largest-contentful-paint']);
  expect(started()).toBe(false);
  browser.paint(document.body);
  browser.paint(document.body);
  await eventually(() => expect(ready()).toBe('ready'));
  expect(globalThis.lateScriptsRan).toEqual(['a']);
});

it("waits for the main image's own paint, not another element's", async () => {
  const browser = paintEntries(['largest-contentful-paint', 'element']);
  document.body.innerHTML = `<img elementtiming="${MAIN_IMAGE_TIMING}" alt="">${lateScript('a')}`;
  const image = document.querySelector('img') as HTMLImageElement;
  vi.spyOn(image, 'naturalWidth', 'get').mockReturnValue(800);
  runLoader()();
  expect(browser.observedType()).toEqual(['element']);
  browser.paint(document.body);
  expect(started()).toBe(false);
  browser.paint(image);
  await eventually(() => expect(ready()).toBe('ready'));
});

it('starts after the paint wait when no paint is reported, and at load in a hidden tab', async () => {
  paintEntries(['largest-contentful-paint']);
  document.body.innerHTML = lateScript('a');
  const loaded = runLoader();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  loaded();
  vi.advanceTimersByTime(LATE_SCRIPTS_PAINT_WAIT_MS - 1);
  expect(started()).toBe(false);
  vi.advanceTimersByTime(1);
  expect(started()).toBe(true);
  await eventually(() => expect(ready()).toBe('ready'));
  expect(globalThis.lateScriptsRan).toEqual(['a']);

  document.documentElement.removeAttribute(SCRIPTS_READY_ATTRIBUTE);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  runLoader()();
  await eventually(() => expect(ready()).toBe('ready'));
});

it('a press, a touch or a key before the load starts the scripts at once, and only once', async () => {
  paintEntries(['largest-contentful-paint']);
  for (const type of ['pointerdown', 'touchstart', 'keydown']) {
    globalThis.lateScriptsRan = undefined;
    document.documentElement.removeAttribute(SCRIPTS_READY_ATTRIBUTE);
    document.body.innerHTML = lateScript(type);
    const load = runLoader();
    windowListeners.get(type)!();
    await eventually(() => expect(ready()).toBe('ready'));
    expect(globalThis.lateScriptsRan).toEqual([type]);
    // The load and the paint that follow start nothing again.
    load();
    expect(globalThis.lateScriptsRan).toEqual([type]);
  }
});
