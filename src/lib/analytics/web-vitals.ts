import type { AnalyticsEvent } from './analytics-events';

/** What the event needs of a web-vitals metric (LCP, INP or CLS). */
export interface VitalMetric {
  name: string;
  id: string;
  value: number;
  delta: number;
  rating: string;
}

/**
 * One Core Web Vital of a real shopper as a GA4 event, the way web-vitals' own guide sends them:
 * named after the metric, `value` the change since its last report (GA4 sums them per
 * `metric_id`, one per page view), never counted as an interaction.
 */
export function webVitalEvent(metric: VitalMetric): AnalyticsEvent {
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
