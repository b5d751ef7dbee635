/**
 * A minimal Spanish page for an answer the server gives before, or instead of, any page of the
 * shop (a post too large to read, a cross-site post): no layout, no script, no style to allow.
 * `title` and `text` come from the text catalogue (`src/i18n/es`), never from a request.
 */
export function plainPage(title: string, text: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}
