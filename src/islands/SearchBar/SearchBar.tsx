import { useStore } from '../shared/use-store';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { es, format } from '../../i18n/es';
import { SEARCH_QUERY_MAX_CHARS } from '../../lib/catalogue/catalogue-query';
import { type SearchOption, searchOptions } from '../../lib/search/search-options';
import { $searchShopCategory, searchBar } from '../../stores/search';
import { SearchOptionItem } from './SearchOptionItem';

const LISTBOX_ID = 'search-suggestions';
const GROUP_LABELS = {
  products: es.search.suggestions,
  brands: es.search.brands,
  categories: es.search.categories,
  history: es.search.history,
} as const;
const SEARCH_ICON =
  'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.3 4.3-1.4 1.4-4.3-4.3A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z';

/**
 * The header's search bar (spec §2): a plain GET form to the catalogue that works without
 * JavaScript, and once hydrated an ARIA combobox with product and brand suggestions, or the
 * recent searches when empty. Arrow keys walk the options, Enter opens one, Escape clears,
 * Ctrl+K focuses, a click or focus outside closes. Suggestions come from the page's themed shop
 * (`shopCategoryId`, its parent category), the whole catalogue elsewhere. On the results page the
 * box holds the page's query (`query`).
 */
export default function SearchBar({
  shopCategoryId,
  query = '',
}: {
  shopCategoryId: number | null;
  query?: string;
}) {
  // Before any other effect: text typed before hydration is searched within the page's shop.
  useEffect(() => $searchShopCategory.set(shopCategoryId), [shopCategoryId]);
  const text = useStore(searchBar.$text);
  const open = useStore(searchBar.$open);
  const loading = useStore(searchBar.$loading);
  const suggestions = useStore(searchBar.$suggestions);
  useStore(searchBar.$history);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const options = searchOptions(text, suggestions, searchBar.shownHistory());
  const expanded = open && (options.length > 0 || loading || (text.trim() !== '' && suggestions !== null));

  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions or text start the list over, with no option active.
  useEffect(() => setActive(-1), [suggestions, text]);
  // The input is uncontrolled, so text typed before hydration survives it and is picked up here;
  // the store writes back only when it clears the text (Escape, Back). Once, at hydration: the
  // page's query never changes while the page lives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read at hydration only, as the text typed before it.
  useEffect(() => {
    const field = input.current;
    // The page's own query is already answered on screen; anything else was typed and is searched.
    if (field?.value && field.value === query) searchBar.prefill(field.value);
    else if (field?.value) {
      searchBar.type(field.value);
      if (document.activeElement !== field) searchBar.close();
    }
    return searchBar.$text.listen((value) => {
      if (field && field.value !== value) field.value = value;
    });
  }, []);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) searchBar.close();
    };
    // A page restored by Back is a route change: the bar starts empty again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) searchBar.clear();
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  const choose = (option: SearchOption) => {
    searchBar.submit();
    window.location.assign(option.href);
  };
  // Focus leaving the box (Tab to the magnifier or on, a click elsewhere) closes the panel.
  // Options never take focus: a press on one keeps it in the box (SearchOptionItem).
  const onBlur = () => searchBar.close();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) searchBar.open();
      if (!options.length) return;
      const last = options.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter' && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      searchBar.clear();
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // What is in the box, not the store: a click on the magnifier right after hydration can come
    // before the store has read text typed earlier, and must still search for it.
    const typed = input.current?.value ?? text;
    if (!typed.trim()) {
      event.preventDefault();
      return;
    }
    searchBar.submit();
  };

  const status = loading
    ? es.common.loading
    : text.trim() && suggestions
      ? `${suggestions.wholeCatalogue && options.length > 0 ? `${es.search.wholeCatalogue} ` : ''}${format(es.search.suggestionCount, { count: options.length })}`
      : '';
  const groups = (['products', 'brands', 'categories', 'history'] as const).filter((group) =>
    options.some((option) => option.group === group),
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a GET form with role=search is the landmark; the form is what works without JavaScript.
    <form
      ref={root}
      action="/c-catalogo-9999"
      method="get"
      role="search"
      className="relative order-last w-full flex md:order-none md:w-auto md:flex-1"
      onSubmit={onSubmit}
    >
      <label htmlFor="header-search" className="sr-only">
        {es.search.label}
      </label>
      <input
        ref={input}
        id="header-search"
        name="q"
        defaultValue={query}
        type="search"
        required
        maxLength={SEARCH_QUERY_MAX_CHARS}
        placeholder={es.search.placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={LISTBOX_ID}
        aria-activedescendant={active >= 0 && options[active] ? options[active].id : undefined}
        aria-keyshortcuts="Control+K"
        onChange={(event) => searchBar.type(event.target.value)}
        onFocus={() => searchBar.open()}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        className="min-w-0 flex-1 rounded-l-md border-0 px-3 py-2 text-ink focus-ring"
      />
      <button
        type="submit"
        className="rounded-r-md bg-ink px-3 text-white focus-ring"
        aria-label={es.search.submit}
      >
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
        >
          <path d={SEARCH_ICON} />
        </svg>
      </button>
      <p className="sr-only" role="status" aria-live="polite">
        {open ? status : ''}
      </p>
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
              {options.map(
                (option, index) =>
                  option.group === group && (
                    <SearchOptionItem
                      key={option.id}
                      option={option}
                      active={index === active}
                      onChoose={choose}
                    />
                  ),
              )}
            </div>
          ))}
          {options.map(
            (option, index) =>
              option.group === 'all' && (
                <SearchOptionItem
                  key={option.id}
                  option={option}
                  active={index === active}
                  onChoose={choose}
                />
              ),
          )}
        </div>
      </div>
    </form>
  );
}
