/** Typo tolerance by word length, as search engines allow it (Algolia's defaults). */
export const MIN_LENGTH_FOR_ONE_TYPO = 4;
export const MIN_LENGTH_FOR_TWO_TYPOS = 8;

/** How many typos a typed word of this length may carry: 'taz' none, 'sarten' one, 'antiadherente' two. */
export function typoBudget(length: number): number {
  if (length >= MIN_LENGTH_FOR_TWO_TYPOS) return 2;
  return length >= MIN_LENGTH_FOR_ONE_TYPO ? 1 : 0;
}

/**
 * Edits between two words (deletion, insertion, substitution, or two neighbours swapped: 'saretn'
 * is one typo from 'sarten'), or `max + 1` as soon as it is known to exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}
