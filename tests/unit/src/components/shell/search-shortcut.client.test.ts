// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import {
  isSearchShortcut,
  wireSearchShortcut,
} from '../../../../../src/components/shell/search-shortcut.client';

test('Ctrl+K and Cmd+K are the search shortcut; K alone is not', () => {
  expect(isSearchShortcut({ ctrlKey: true, metaKey: false, key: 'k' })).toBe(true);
  expect(isSearchShortcut({ ctrlKey: false, metaKey: true, key: 'K' })).toBe(true);
  expect(isSearchShortcut({ ctrlKey: false, metaKey: false, key: 'k' })).toBe(false);
});

test('Ctrl+K focuses the server-rendered search box and keeps the browser from acting on it', () => {
  document.body.innerHTML =
    '<form action="/c-catalogo-9999"><input id="header-search" name="q" type="search"></form>';
  wireSearchShortcut(document);
  const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  expect(document.activeElement?.id).toBe('header-search');
  expect(event.defaultPrevented).toBe(true);
});
