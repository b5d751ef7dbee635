import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';
import type { SearchOption } from '../../lib/search/search-options';
import { searchBar } from '../../stores/search';

/**
 * The input is uncontrolled, so text typed before hydration survives it and is picked up here;
 * the store writes back only when it clears the text (Escape, Back). Once, at hydration: the
 * page's query never changes while the page lives.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, query: string): void {
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
}

/** A press outside the bar closes its panel; a page restored by Back is a route change: the bar starts empty again. */
export function useCloseFromOutside(root: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) searchBar.close();
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) searchBar.clear();
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('pageshow', onShow);
    };
  }, [root]);
}

/**
 * The combobox's keys: the arrows walk the options (round), Enter opens the active one, Escape
 * clears. New suggestions or text start the list over, with no option active.
 */
export function useSuggestionKeys(
  options: SearchOption[],
  open: boolean,
  resetOn: readonly unknown[],
  choose: (option: SearchOption) => void,
) {
  const [active, setActive] = useState(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions or text start the list over, with no option active.
  useEffect(() => setActive(-1), resetOn);
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
  return { active, onKeyDown };
}
