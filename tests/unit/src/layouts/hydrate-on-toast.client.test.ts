import { afterEach, describe, expect, test } from 'vitest';
import { HYDRATE_EVENT } from '../../../../src/lib/ui/hydration';
import { hydrateOnToast } from '../../../../src/layouts/hydrate-on-toast.client';
import { clearToasts, showToast } from '../../../../src/stores/toasts';

describe('a toast wakes the layout islands', () => {
  afterEach(() => clearToasts());

  test('a toast raised before any interaction asks the islands to hydrate', () => {
    const target = new EventTarget();
    let asked = 0;
    target.addEventListener(HYDRATE_EVENT, () => asked++);
    hydrateOnToast(target);
    expect(asked).toBe(0);
    showToast({ level: 'error', title: 'Servicio en mantenimiento' });
    expect(asked).toBeGreaterThan(0);
  });

  test('a toast already on screen when the page script starts is not missed', () => {
    showToast({ level: 'error', title: 'Servicio en mantenimiento' });
    const target = new EventTarget();
    let asked = 0;
    target.addEventListener(HYDRATE_EVENT, () => asked++);
    hydrateOnToast(target);
    expect(asked).toBe(1);
  });
});
