import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import type { AnalyticsEvent } from '../lib/analytics/analytics-events';
import { webVitalEvent } from '../lib/analytics/web-vitals';

/**
 * Reports LCP, INP and CLS through `send` as web-vitals settles them (LCP at the first input,
 * INP and CLS when the page is hidden). Loaded only once analytics is accepted (consent.ts).
 */
export function reportWebVitals(send: (event: AnalyticsEvent) => void): void {
  const report = (metric: Metric) => send(webVitalEvent(metric));
  onLCP(report);
  onINP(report);
  onCLS(report);
}
