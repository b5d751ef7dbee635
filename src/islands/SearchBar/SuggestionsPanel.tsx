import { es, format } from '../../i18n/es';
import type { SearchOption, Suggestions } from '../../lib/search/search-options';
import { SearchOptionItem } from './SearchOptionItem';

export const LISTBOX_ID = 'search-suggestions';
const GROUPS = ['products', 'brands', 'categories', 'history'] as const;
const GROUP_LABELS = {
  products: es.search.suggestions,
  brands: es.search.brands,
  categories: es.search.categories,
  history: es.search.history,
} as const;

/** What the bar offers for what is typed: the text, whether suggestions are on their way, and them as options. */
export interface Offered {
  text: string;
  loading: boolean;
  suggestions: Suggestions | null;
  options: SearchOption[];
}

interface Props {
  offered: Offered;
  /** The option the arrow keys reached (-1: none). */
  active: number;
  expanded: boolean;
  onChoose(option: SearchOption): void;
}

/**
 * What the search bar offers below the box: the loader, 'No hay resultados', the whole catalogue's
 * note, and the listbox of options in their groups (products, brands, categories, past searches),
 * then "Ver los N resultados".
 */
export function SuggestionsPanel({ offered, active, expanded, onChoose }: Props) {
  const { text, loading, suggestions, options } = offered;
  /** The options of one group (or the group-less 'all'), in the order the arrow keys walk them. */
  const optionsOf = (group: SearchOption['group']) =>
    options.map(
      (option, index) =>
        option.group === group && (
          <SearchOptionItem key={option.id} option={option} active={index === active} onChoose={onChoose} />
        ),
    );
  const groups = GROUPS.filter((group) => options.some((option) => option.group === group));
  return (
    <div
      className={`absolute inset-x-0 top-full z-40 mt-1 rounded-md border border-gray-200 bg-white p-2 text-ink shadow-lg ${expanded ? '' : 'hidden'}`}
    >
      {loading && <p className="px-2 py-1 text-sm text-ink-soft">{es.common.loading}</p>}
      {!loading && text.trim() && suggestions && options.length === 0 && (
        <p className="px-2 py-1 text-sm">{format(es.search.noResults, { query: text.trim() })}</p>
      )}
      {!loading && suggestions?.wholeCatalogue && options.length > 0 && (
        <p className="px-2 py-1 text-sm" data-whole-catalogue>
          {es.search.wholeCatalogue}
        </p>
      )}
      <div id={LISTBOX_ID} role="listbox" aria-label={es.search.label}>
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: ARIA listbox groups are role=group; a fieldset is for form controls.
          <div key={group} role="group" aria-labelledby={`${LISTBOX_ID}-${group}`}>
            <div
              id={`${LISTBOX_ID}-${group}`}
              role="presentation"
              className="px-2 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-soft"
            >
              {GROUP_LABELS[group]}
            </div>
            {optionsOf(group)}
          </div>
        ))}
        {optionsOf('all')}
      </div>
    </div>
  );
}

/** What the status line tells a screen reader: loading, or how many suggestions there are. */
export function suggestionStatus({ text, loading, suggestions, options }: Offered): string {
  if (loading) return es.common.loading;
  if (!text.trim() || !suggestions) return '';
  const whole = suggestions.wholeCatalogue && options.length > 0 ? `${es.search.wholeCatalogue} ` : '';
  return `${whole}${format(es.search.suggestionCount, { count: options.length })}`;
}
