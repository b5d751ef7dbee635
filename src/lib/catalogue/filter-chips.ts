import type { FacetFilter } from '@shop/contract/catalogue';
import { es, format } from '../../i18n/es';
import { formatNumber } from '../format/format';
import { removeChip } from './filters';

/** A selected filter value as the shopper sees it, with the filters that remain without it. */
export interface FilterChip {
  label: string;
  without: FacetFilter[];
}

/** The chips of the selected filters (spec §2: a range reads 'De X€ a Y€'). */
export function filterChips(filters: readonly FacetFilter[]): FilterChip[] {
  return filters.flatMap((filter) => {
    if (filter.condition === 'in') {
      return filter.value.map((value) => ({
        label: value,
        without: removeChip(filters, filter.field, value),
      }));
    }
    const gte = filter.value.gte === undefined ? undefined : formatNumber(filter.value.gte);
    const lte = filter.value.lte === undefined ? undefined : formatNumber(filter.value.lte);
    const label =
      gte !== undefined && lte !== undefined
        ? format(es.filters.range, { gte, lte })
        : gte !== undefined
          ? format(es.filters.from, { gte })
          : format(es.filters.upTo, { lte: lte ?? '' });
    return [{ label, without: removeChip(filters, filter.field) }];
  });
}
