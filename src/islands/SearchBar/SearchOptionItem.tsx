import { ProductThumb } from '../shared/ProductThumb';
import { es, format } from '../../i18n/es';
import { formatPrice } from '../../lib/format/format';
import { highlightParts } from '../../lib/search/highlight';
import { effectivePrice } from '../../lib/catalogue/pricing';
import type { SearchOption } from '../../lib/search/search-options';
import { SUGGESTION_IMAGE_PX } from '../../lib/constants';

/** Suggestion thumbnails use the 60 px size of spec §9. */

function seeAllText(count: number): string {
  return count === 1
    ? es.search.seeOne
    : format(es.search.seeAll, { count, shown: count.toLocaleString('es-ES') });
}

interface Props {
  option: SearchOption;
  active: boolean;
  onChoose(option: SearchOption): void;
}

/**
 * One option of the search bar: a product with picture and price, a brand or category with its
 * count, "Ver los N resultados", or a past search.
 */
export function SearchOptionItem({ option, active, onChoose }: Props) {
  const { product } = option;
  const all = option.group === 'all';
  const name = product?._highlightResult
    ? highlightParts(product._highlightResult.name.value)
    : [{ text: all ? seeAllText(option.count ?? 0) : option.label, match: false }];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: in a combobox, focus stays on the input and options are chosen by keyboard through aria-activedescendant.
    <div
      id={option.id}
      role="option"
      aria-selected={active}
      className={`flex cursor-pointer items-center gap-3 rounded px-2 py-1.5 ${all ? 'mt-1 border-t border-gray-200 font-semibold ' : ''}${active ? 'bg-gray-100 outline outline-2 outline-brand' : 'hover:bg-gray-50'}`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option)}
    >
      {product && (
        <ProductThumb
          image={product.image}
          px={SUGGESTION_IMAGE_PX}
          className="h-[60px] w-[60px] shrink-0 rounded object-cover"
        />
      )}
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm">
          {name.map((part, index) =>
            part.match ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never reorder.
              <mark key={index} className="bg-transparent font-semibold text-ink">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </span>
        {product && (
          <span className="block text-sm font-semibold">{formatPrice(effectivePrice(product).price)}</span>
        )}
      </span>
      {option.count !== undefined && !all && (
        <span className="text-xs text-ink-soft">{format(es.search.brandCount, { count: option.count })}</span>
      )}
    </div>
  );
}
