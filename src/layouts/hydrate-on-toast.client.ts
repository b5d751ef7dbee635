import { HYDRATE_EVENT } from '../lib/ui/hydration';
import { $toasts } from '../stores/toasts';

/**
 * The toasts island waits for the shopper's first interaction; a toast must not (a 503 raised at
 * load still shows): any toast asks the layout's islands to hydrate now.
 */
export function hydrateOnToast(target: EventTarget): void {
  const wake = () => {
    if ($toasts.get().length > 0) target.dispatchEvent(new Event(HYDRATE_EVENT));
  };
  $toasts.listen(wake);
  wake();
}
