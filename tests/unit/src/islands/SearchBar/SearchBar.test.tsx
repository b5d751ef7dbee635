// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import SearchBar from '../../../../../src/islands/SearchBar/SearchBar';
import { SEARCH_HISTORY_KEY } from '../../../../../src/lib/constants';

// The island's store builds the browser's API client from the public settings (astro:env, which
// only Astro's build resolves); these tests make no call.
vi.mock('../../../../../src/stores/public-api', () => ({ browserApi: {} }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('SearchBar island', () => {
  test('the magnifier searches for what is in the box even before the store has read it', () => {
    render(<SearchBar shopCategoryId={null} />);
    const box = screen.getByRole('combobox', { name: 'Buscar productos' }) as HTMLInputElement;
    // Typed, but no change event has reached the island yet (the race right after hydration).
    box.value = 'jamón ibérico';
    const searched = fireEvent.submit(box.form!);
    expect(searched).toBe(true);
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toContain('jamón ibérico');
  });

  test('an empty or blank box does not search', () => {
    render(<SearchBar shopCategoryId={null} />);
    const box = screen.getByRole('combobox', { name: 'Buscar productos' }) as HTMLInputElement;
    box.value = '   ';
    expect(fireEvent.submit(box.form!)).toBe(false);
  });
});
