import { withoutSecretParams } from '../../lib/privacy/secret-params';

/** Replaces the page's address with itself minus its secret parameters (no new history entry). */
export function forgetSecretAddress(view: Window): void {
  const here = view.location.href;
  const clean = withoutSecretParams(here);
  if (clean !== here) view.history.replaceState(view.history.state, '', clean);
}
