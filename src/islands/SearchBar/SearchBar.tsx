import { useStore } from '../shared/use-store';
import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { es } from '../../i18n/es';
import { SEARCH_QUERY_MAX_CHARS } from '../../lib/catalogue/catalogue-query';
import { type SearchOption, searchOptions } from '../../lib/search/search-options';
import { $searchShopCategory, searchBar } from '../../stores/search';
import { LISTBOX_ID, SuggestionsPanel, suggestionStatus } from './SuggestionsPanel';
import { useCloseFromOutside, useSuggestionKeys, useTypedBeforeHydration } from './use-search-bar';
import { Icon } from '../shared/Icon';

interface ComboboxProps {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  expanded: boolean;
  /** The option the arrow keys reached, if any. */
  activeId: string | undefined;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/**
 * The search box: the form's `q` without JavaScript, an ARIA combobox over the suggestions once
 * hydrated. Uncontrolled, so what is typed before hydration stays (use-search-bar.ts).
 */
function SearchCombobox({ input, query, expanded, activeId, onKeyDown }: ComboboxProps) {
  return (
    <>
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
        aria-activedescendant={activeId}
        aria-keyshortcuts="Control+K"
        onChange={(event) => searchBar.type(event.target.value)}
        onFocus={() => searchBar.open()}
        // Focus leaving the box (Tab to the magnifier or on, a click elsewhere) closes the panel.
        // Options never take focus: a press on one keeps it in the box (SearchOptionItem).
        onBlur={() => searchBar.close()}
        onKeyDown={onKeyDown}
        className="min-w-0 flex-1 rounded-l-md border-0 px-3 py-2 text-ink focus-ring"
      />
    </>
  );
}

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
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const options = searchOptions(text, suggestions, searchBar.shownHistory());
  const expanded = open && (options.length > 0 || loading || (text.trim() !== '' && suggestions !== null));
  useTypedBeforeHydration(input, query);
  useCloseFromOutside(root);
  const choose = (option: SearchOption) => {
    searchBar.submit();
    window.location.assign(option.href);
  };
  const { active, onKeyDown } = useSuggestionKeys(options, open, [suggestions, text], choose);
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

  const offered = { text, loading, suggestions, options };
  const status = suggestionStatus(offered);
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
      <SearchCombobox
        input={input}
        query={query}
        expanded={expanded}
        activeId={options[active]?.id}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className="rounded-r-md bg-ink px-3 text-white focus-ring"
        aria-label={es.search.submit}
      >
        <Icon name="search" size={20} />
      </button>
      <p className="sr-only" role="status" aria-live="polite">
        {open ? status : ''}
      </p>
      <SuggestionsPanel offered={offered} active={active} expanded={expanded} onChoose={choose} />
    </form>
  );
}
