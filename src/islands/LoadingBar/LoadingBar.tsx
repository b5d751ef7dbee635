import { useStore } from '../shared/use-store';
import { es } from '../../i18n/es';
import { $loading, isLoading, loadingProgress } from '../../stores/loading';

// Until the first request settles the bar shows a small head start, so it is visible at once.
const MIN_VISIBLE_PROGRESS = 0.1;

/**
 * A thin bar across the top while API requests are in flight (spec §4). It reports its state as a
 * progressbar for assistive tech; the width animation is dropped under prefers-reduced-motion.
 */
export default function LoadingBar() {
  const state = useStore($loading);
  if (!isLoading(state)) return null;
  const shown = Math.max(loadingProgress(state), MIN_VISIBLE_PROGRESS);
  return (
    <div
      role="progressbar"
      aria-label={es.loadingBar.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown * 100)}
      className="loading-bar pointer-events-none fixed inset-x-0 top-0 z-60 h-1"
    >
      <div
        className="loading-bar-fill h-full bg-brand transition-[width] duration-300 ease-out motion-reduce:transition-none"
        style={{ width: `${shown * 100}%` }}
      />
    </div>
  );
}
