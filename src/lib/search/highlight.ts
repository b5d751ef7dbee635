/** A piece of a highlighted product name: plain text, or a word the search matched. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Splits the API's `_highlightResult.name.value` (escaped HTML whose only tag is `<em>`) into
 * text parts, so pages render the highlight as markup of their own and never inject the API's
 * HTML: any other tag in it stays visible text, escaped by the template.
 */
export function highlightParts(value: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const pattern = /<em>([\s\S]*?)<\/em>/g;
  let last = 0;
  for (let found = pattern.exec(value); found; found = pattern.exec(value)) {
    if (found.index > last)
      parts.push({ text: decodeEntities(value.slice(last, found.index)), match: false });
    parts.push({ text: decodeEntities(found[1]!), match: true });
    last = found.index + found[0].length;
  }
  if (last < value.length) parts.push({ text: decodeEntities(value.slice(last)), match: false });
  return parts.filter((part) => part.text.length > 0);
}
