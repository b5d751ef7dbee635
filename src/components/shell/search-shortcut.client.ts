/** Whether a key press is the search shortcut, Ctrl+K (Cmd+K on a Mac). */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'key'>): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}

/**
 * Ctrl+K focuses the header's search box. Plain script, not the SearchBar island: the island
 * hydrates on the first interaction, which may be this very key press, and the server-rendered
 * input is already a working search (a GET form).
 */
export function wireSearchShortcut(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event)) return;
    const input = doc.getElementById('header-search');
    if (!input) return;
    event.preventDefault();
    input.focus();
  });
}
