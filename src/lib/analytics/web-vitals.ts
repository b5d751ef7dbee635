import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import type { AnalyticsEvent } from './analytics-events';

/**
 * One Core Web Vital of a real shopper as a GA4 event, the way web-vitals' own guide sends them:
 * named after the metric, `value` the change since its last report (GA4 sums them per
 * `metric_id`, one per page view), never counted as an interaction.
 */
export function webVitalEvent(
  metric: Pick<Metric, 'name' | 'id' | 'value' | 'delta' | 'rating'>,
): AnalyticsEvent {
  return {
    name: metric.name,
    params: {
      value: metric.delta,
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating,
      non_interaction: true,
    },
  };
}

/**
 * Reports LCP, INP and CLS through `send` as web-vitals settles them (LCP at the first input,
 * INP and CLS when the page is hidden). Loaded only once analytics is accepted (stores/consent.ts).
 */
export function reportWebVitals(send: (event: AnalyticsEvent) => void): void {
  const report = (metric: Metric) => send(webVitalEvent(metric));
  onLCP(report);
  onINP(report);
  onCLS(report);
}
