import { format } from '../../i18n/es';
import { LOCALE } from '../constants';

/** A text in its singular and plural forms; `{n}` stands for the number. */
export interface PluralText {
  one: string;
  other: string;
}

const rules = new Intl.PluralRules(LOCALE);
const counts = new Intl.NumberFormat(LOCALE, { useGrouping: 'always' });

/** The form of `text` that agrees with `n` ("1 valoración", "2 valoraciones"), `n` written the Spanish way. */
export function plural(text: PluralText, n: number, vars: Record<string, string | number> = {}): string {
  return format(rules.select(n) === 'one' ? text.one : text.other, { ...vars, n: counts.format(n) });
}
