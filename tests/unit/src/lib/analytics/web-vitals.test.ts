import { describe, expect, it } from 'vitest';
import { webVitalEvent } from '../../../../../src/lib/analytics/web-vitals';

describe('webVitalEvent', () => {
  it("sends a metric's change as the value, with its id, value and rating, never as an interaction", () => {
    expect(webVitalEvent({ name: 'LCP', id: 'v5-1', value: 1840, delta: 1840, rating: 'good' })).toEqual({
      name: 'LCP',
      params: {
        value: 1840,
        metric_id: 'v5-1',
        metric_value: 1840,
        metric_delta: 1840,
        metric_rating: 'good',
        non_interaction: true,
      },
    });
  });

  it('reports a later change of the same metric by its delta', () => {
    const event = webVitalEvent({
      name: 'CLS',
      id: 'v5-2',
      value: 0.15,
      delta: 0.05,
      rating: 'needs-improvement',
    });
    expect(event.params).toMatchObject({ value: 0.05, metric_value: 0.15, metric_id: 'v5-2' });
  });
});
