import type { DatabaseSync } from 'node:sqlite';
import type { CatalogIndex } from '../catalog/store.ts';
import { fold, WORD } from '../text.ts';
import type { FacetIndex } from './index.ts';
import { numberForms, sharedStem } from './words.ts';

/** The searchable attributes, in ranking order: a match in the name counts most (issue 15). */
export const FIELDS = ['name', 'brand', 'categories', 'description'] as const;
export const NAME = 0;

/**
 * One attribute of every product. Products share their texts (100,000 products have about 4,400
 * names, 3,000 descriptions, 60 brands), so each distinct text is a "doc" read once.
 */
export interface FieldIndex {
  /** Doc of each product position. */
  docOf: Int32Array;
  /** Word ids of each doc, in order. */
  tokens: Int32Array[];
  /** Docs holding each word id (ascending, no repeats). */
  postings: number[][];
  /** Product positions of each doc: those of doc d are `positions[start[d]]` up to `positions[start[d + 1]]`. */
  productsOf: { start: Int32Array; positions: Int32Array };
}

/** The words of the catalogue, folded, with what typo and inflection matching look them up by. */
export interface Vocabulary {
  words: string[];
  idOf: Map<string, number>;
  /** The most common spelling of each word as written (lower case, accents kept): 'sartén'. */
  written: string[];
  /** Word ids in alphabetical order of their words: prefixes are ranges. */
  sorted: Int32Array;
  byStem: Map<string, number[]>;
  /**
   * 1 for a word that only names a brand: in a brand's name and in no category's name but a
   * brand's own shop ('jamoval'; not 'sierra', which names the saws too). Typo correction prefers
   * the others. Absent: no word is.
   */
  brandOnly?: Uint8Array;
}

export interface TextIndex {
  vocabulary: Vocabulary;
  fields: FieldIndex[];
}

interface Row {
  id: number;
  name: string;
  description: string;
  brand_id: number;
  category_ids: string;
}

/**
 * Reads every product's name, brand, category names and description into word-id arrays, once at
 * start-up. The catalogue does not change while the server runs (as the facet index assumes).
 */
export function buildTextIndex(db: DatabaseSync, catalog: CatalogIndex, facets: FacetIndex): TextIndex {
  const idOf = new Map<string, number>();
  const words: string[] = [];
  const spellings: Map<string, number>[] = [];
  const wordOf = (folded: string, written: string) => {
    let id = idOf.get(folded);
    if (id === undefined) {
      id = words.push(folded) - 1;
      idOf.set(folded, id);
      spellings.push(new Map());
    }
    const seen = spellings[id]!;
    seen.set(written, (seen.get(written) ?? 0) + 1);
    return id;
  };
  const tokenize = (text: string): Int32Array => {
    const folded = fold(text).match(WORD) ?? [];
    const written = text.toLowerCase().match(WORD) ?? [];
    const aligned = written.length === folded.length;
    return Int32Array.from(folded, (word, at) => wordOf(word, aligned ? written[at]! : word));
  };

  const fields = FIELDS.map(() => ({
    docOf: new Int32Array(facets.size),
    tokens: [] as Int32Array[],
    docs: new Map<string, number>(),
  }));
  const docFor = (field: number, key: string, text: () => string) => {
    const target = fields[field]!;
    let doc = target.docs.get(key);
    if (doc === undefined) {
      doc = target.tokens.push(tokenize(text())) - 1;
      target.docs.set(key, doc);
    }
    return doc;
  };
  const categoryText = (chain: string) =>
    chain
      .split('/')
      .map((id) => catalog.categories.get(Number(id))?.name ?? '')
      .join(' ');
  const rows = db.prepare('SELECT id, name, description, brand_id, category_ids FROM products');
  for (const row of rows.iterate() as Iterable<Row>) {
    const position = (facets.positionOf[row.id] ?? 0) - 1;
    if (position < 0) continue;
    fields[0]!.docOf[position] = docFor(0, row.name, () => row.name);
    fields[1]!.docOf[position] = docFor(
      1,
      String(row.brand_id),
      () => catalog.brands.get(row.brand_id)?.name ?? '',
    );
    fields[2]!.docOf[position] = docFor(2, row.category_ids, () => categoryText(row.category_ids));
    fields[3]!.docOf[position] = docFor(3, row.description, () => row.description);
  }

  const vocabulary: Vocabulary = {
    words,
    idOf,
    written: spellings.map((seen) => [...seen].sort((a, b) => b[1] - a[1])[0]![0]),
    sorted: Int32Array.from(words.keys()).sort((a, b) => (words[a]! < words[b]! ? -1 : 1)),
    byStem: new Map(),
  };
  vocabulary.brandOnly = brandOnlyWords(vocabulary, catalog);
  words.forEach((word, id) => {
    const stem = sharedStem(word);
    if (!stem) return;
    const group = vocabulary.byStem.get(stem);
    if (group) group.push(id);
    else vocabulary.byStem.set(stem, [id]);
  });
  return {
    vocabulary,
    fields: fields.map(({ docOf, tokens }) => ({
      docOf,
      tokens,
      postings: postingsOf(tokens, words.length),
      productsOf: productsOf(docOf, tokens.length),
    })),
  };
}

/** The words of brand names that no category other than a brand's own shop names (singular or plural). */
function brandOnlyWords({ words, idOf }: Vocabulary, catalog: CatalogIndex): Uint8Array {
  const brandNames = new Set([...catalog.brands.values()].map((brand) => fold(brand.name)));
  const wordsOf = (text: string) => fold(text).match(WORD) ?? [];
  const catalogueWords = new Set<string>();
  for (const category of catalog.categories.values()) {
    if (brandNames.has(fold(category.name))) continue;
    for (const word of wordsOf(category.name)) for (const form of numberForms(word)) catalogueWords.add(form);
  }
  const brandOnly = new Uint8Array(words.length);
  for (const name of brandNames) {
    for (const word of wordsOf(name)) {
      const id = idOf.get(word);
      if (id !== undefined && !catalogueWords.has(word)) brandOnly[id] = 1;
    }
  }
  return brandOnly;
}

function postingsOf(tokens: Int32Array[], wordCount: number): number[][] {
  const postings = Array.from({ length: wordCount }, () => [] as number[]);
  tokens.forEach((doc, docId) => {
    for (const word of doc) {
      const list = postings[word]!;
      if (list.at(-1) !== docId) list.push(docId);
    }
  });
  return postings;
}

/** The inverse of `docOf`, so a search visits the products of the docs it matched, not all of them. */
function productsOf(docOf: Int32Array, docCount: number): FieldIndex['productsOf'] {
  const start = new Int32Array(docCount + 1);
  for (const doc of docOf) start[doc + 1]!++;
  for (let doc = 0; doc < docCount; doc++) start[doc + 1]! += start[doc]!;
  const next = start.slice(0, docCount);
  const positions = new Int32Array(docOf.length);
  docOf.forEach((doc, position) => {
    positions[next[doc]!++] = position;
  });
  return { start, positions };
}
