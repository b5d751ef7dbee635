import { useStore } from '../shared/use-store';
import { es } from '../../i18n/es';
import { $toasts, dismissToast, holdToast, releaseToast, type Toast } from '../../stores/toasts';

// Colour pairs keep text at WCAG AA contrast or better (≥ 4.5:1).
const LEVEL_CLASSES: Record<Toast['level'], string> = {
  error: 'bg-red-800 text-white', // #991b1b on white text: 8.3:1
  warning: 'bg-amber-100 text-amber-900 border border-amber-300', // #78350f on #fef3c7: 8.6:1
  info: 'bg-gray-800 text-white', // #1f2937: 14.7:1
};

function ToastItem({ toast }: { toast: Toast }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the dismiss timer (WCAG 2.2.1); the close button is the control.
    <div
      className={`toast pointer-events-auto flex items-start gap-3 rounded-md px-4 py-3 shadow-lg ${LEVEL_CLASSES[toast.level]}`}
      onMouseEnter={() => holdToast(toast.id)}
      onMouseLeave={() => releaseToast(toast.id)}
      onFocus={() => holdToast(toast.id)}
      onBlur={() => releaseToast(toast.id)}
    >
      <div className="min-w-0 flex-1">
        <p className="toast-title font-semibold">{toast.title}</p>
        {toast.text && <p className="toast-text mt-1 text-sm">{toast.text}</p>}
      </div>
      <button
        type="button"
        className="toast-close -mr-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded focus-ring"
        aria-label={es.toasts.close}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The global toasts (spec §8), bottom-left. Both live regions are rendered empty from the start
 * (also in the server HTML) so screen readers are already listening when a toast is added:
 * errors go to an assertive `alert` region, info and warnings to a polite `status` one.
 */
export default function Toasts() {
  const toasts = useStore($toasts);
  const errors = toasts.filter((t) => t.level === 'error');
  const notices = toasts.filter((t) => t.level !== 'error');
  const regionClass = 'flex flex-col gap-2';
  return (
    <section
      aria-label={es.toasts.region}
      className="toasts pointer-events-none fixed bottom-4 left-4 z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2"
    >
      <div role="alert" aria-live="assertive" className={regionClass}>
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="status" aria-live="polite" className={regionClass}>
        {notices.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
