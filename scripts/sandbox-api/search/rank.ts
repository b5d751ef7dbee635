import { MAX_TERMS } from './request.ts';
import { FIELDS, NAME, type TextIndex } from './text-index.ts';
import { EXACT, type TermPlan, typosOf } from './terms.ts';

/**
 * The ranking rules, in order (Algolia's and Meilisearch's, issue 15): more query words matched
 * (a phrase synonym can leave one out), fewer typos, more words matched exactly (not as a prefix,
 * a stem or a correction), the best attribute any word matched in (name, brand, categories,
 * description), the name being exactly the query's words, the earlier first match in the name,
 * the words closer together in the name, then the attributes of all the words added up.
 * Ties go to popularity (the caller's order). Each product's rules fold into one integer key.
 */
const NO_MATCH = 127;
/** Positions and distances past these rank alike. */
const POSITION_CAP = 15;
const PROXIMITY_CAP = 8;
const RADIX = {
  missing: MAX_TERMS + 1,
  typos: 2 * MAX_TERMS + 1,
  inexact: MAX_TERMS + 1,
  attribute: FIELDS.length,
  wholeName: 2,
  position: POSITION_CAP + 1,
  proximity: PROXIMITY_CAP * (MAX_TERMS - 1) + 1,
  attributes: (FIELDS.length - 1) * MAX_TERMS + 1,
};
/** The three rules read from the name alone. */
const LAYOUT_RADIX = RADIX.wholeName * RADIX.position * RADIX.proximity;
const TYPO_UNIT = RADIX.inexact * RADIX.attribute * LAYOUT_RADIX * RADIX.attributes;

export interface TextMatch {
  /** Rank key of each product position (lower first); -1 where the text does not match. */
  keys: Int32Array;
  /** Typos of the matching products: only the fewest are kept (typo tolerance "min"). */
  typos: number;
}

/**
 * The name rules as one number: whether the name is the query's words exactly, where the words
 * first match, and how far apart consecutive words are.
 */
function nameLayout(tokens: Int32Array, plans: TermPlan[]): number {
  const at = plans.map(() => [] as number[]);
  let position = POSITION_CAP;
  tokens.forEach((word, offset) => {
    plans.forEach((plan, term) => {
      if (!plan.codes.has(word)) return;
      at[term]!.push(offset);
      if (offset < position) position = offset;
    });
  });
  let proximity = 0;
  for (let term = 0; term + 1 < plans.length; term++) {
    let closest = PROXIMITY_CAP;
    for (const a of at[term]!) for (const b of at[term + 1]!) closest = Math.min(closest, Math.abs(b - a));
    proximity += closest;
  }
  const whole =
    tokens.length === plans.length && plans.every((plan, term) => plan.codes.get(tokens[term]!) === EXACT);
  return ((whole ? 0 : 1) * RADIX.position + position) * RADIX.proximity + proximity;
}

/**
 * Ranks every product against planned terms. The arrays it answers with are scratch space reused
 * by the next call (a search is synchronous and reads them before the next one starts): a fresh
 * 100,000-slot array per request kept the garbage collector busy and the p95 high.
 */
export function createMatcher(index: TextIndex) {
  const names = index.fields[NAME]!;
  const size = names.docOf.length;
  const keys = new Int32Array(size);
  const docOfs = index.fields.map((field) => field.docOf);
  /** Per term slot, per attribute, the best match code of each doc (NO_MATCH when none). */
  const best = Array.from({ length: MAX_TERMS }, () =>
    index.fields.map((field) => new Int8Array(field.tokens.length)),
  );
  /** The name rules of each name doc for the current query, -1 until needed. */
  const layouts = new Int32Array(names.tokens.length);
  /** Products that match the query's first required term somewhere: the only ones ranked. */
  const candidates = new Uint8Array(size);

  /**
   * Marks the products of every doc in which the term matched: a word of a few thousand products
   * then costs a few thousand visits instead of 100,000.
   */
  const markCandidates = (term: number) => {
    candidates.fill(0);
    index.fields.forEach((field, f) => {
      const codes = best[term]![f]!;
      const { start, positions } = field.productsOf;
      for (let doc = 0; doc < codes.length; doc++) {
        if (codes[doc] === NO_MATCH) continue;
        for (let at = start[doc]!, end = start[doc + 1]!; at < end; at++) candidates[positions[at]!] = 1;
      }
    });
  };

  const fillBest = (plans: TermPlan[]) => {
    plans.forEach((plan, term) => {
      index.fields.forEach((field, f) => {
        const codes = best[term]![f]!.fill(NO_MATCH);
        for (const [word, code] of plan.codes) {
          for (const doc of field.postings[word]!) if (code < codes[doc]!) codes[doc] = code;
        }
      });
    });
  };

  return function matchText(plans: TermPlan[]): TextMatch {
    const terms = Math.min(plans.length, MAX_TERMS);
    fillBest(plans.slice(0, terms));
    keys.fill(-1);
    layouts.fill(-1);
    // Every term optional (overlapping phrase synonyms) leaves no term to narrow by: all are ranked.
    const required = plans.slice(0, terms).findIndex((plan) => !plan.optional);
    if (required >= 0) markCandidates(required);
    const noName = (RADIX.position + POSITION_CAP) * RADIX.proximity + PROXIMITY_CAP * (terms - 1);
    const fieldCount = docOfs.length;
    let fewestTypos = Number.POSITIVE_INFINITY;
    let mostTypos = 0;
    product: for (let position = 0; position < size; position++) {
      if (required >= 0 && candidates[position] === 0) continue;
      let missing = 0;
      let typos = 0;
      let inexact = 0;
      let attribute: number = FIELDS.length - 1;
      let attributes = 0;
      for (let term = 0; term < terms; term++) {
        const codes = best[term]!;
        let code = NO_MATCH;
        let field = 0;
        for (let f = 0; f < fieldCount; f++) {
          const candidate = codes[f]![docOfs[f]![position]!]!;
          if (candidate < code) {
            code = candidate;
            field = f;
          }
        }
        if (code === NO_MATCH) {
          if (!plans[term]!.optional) continue product;
          missing++;
          continue;
        }
        typos += typosOf(code);
        inexact += code & 1;
        attributes += field;
        if (field < attribute) attribute = field;
      }
      let layout = noName;
      if (attribute === NAME) {
        const doc = names.docOf[position]!;
        if (layouts[doc] === -1) layouts[doc] = nameLayout(names.tokens[doc]!, plans);
        layout = layouts[doc]!;
      }
      keys[position] =
        ((((missing * RADIX.typos + typos) * RADIX.inexact + inexact) * RADIX.attribute + attribute) *
          LAYOUT_RADIX +
          layout) *
          RADIX.attributes +
        attributes;
      if (typos < fewestTypos) fewestTypos = typos;
      if (typos > mostTypos) mostTypos = typos;
    }
    const typos = Number.isFinite(fewestTypos) ? fewestTypos : 0;
    // Typo tolerance "min": a product needing more typos than the best ones is not a result.
    for (let position = 0; position < size && mostTypos > typos; position++) {
      const key = keys[position]!;
      if (key >= 0 && Math.floor(key / TYPO_UNIT) % RADIX.typos > typos) keys[position] = -1;
    }
    return { keys, typos };
  };
}
