/**
 * Spanish tax ids with their check character: DNI (8 digits + letter), NIE (X/Y/Z + 7 digits +
 * letter), the K/L/M personal NIFs and company CIFs (letter + 7 digits + digit or letter).
 */

/** Letter of a DNI/NIE: the number modulo 23 indexes this string (Ministerio del Interior). */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** A NIE's first letter stands for this leading digit. */
const NIE_PREFIX: Record<string, string> = { X: '0', Y: '1', Z: '2' };
/** CIF control as a letter: index = the control digit. */
const CIF_LETTERS = 'JABCDEFGHI';
/** Organisation types whose CIF ends in a letter (public bodies, non-resident entities…). */
const CIF_LETTER_ONLY = 'NPQRSW';
/** Organisation types whose CIF ends in a digit (companies: S.A., S.L., …). */
const CIF_DIGIT_ONLY = 'ABEH';

/** Upper-case without spaces, dots or hyphens: how shoppers write it and how it is stored. */
export function normalizeNif(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/** True for a valid DNI, NIE, K/L/M NIF or CIF (already normalised). */
export function isValidNif(nif: string): boolean {
  const personal = /^(\d{8}|[XYZ]\d{7}|[KLM]\d{7})([A-Z])$/.exec(nif);
  if (personal) {
    const body = personal[1]!;
    const digits = NIE_PREFIX[body[0]!] ? NIE_PREFIX[body[0]!] + body.slice(1) : body.replace(/^[KLM]/, '');
    return DNI_LETTERS[Number(digits) % 23] === personal[2];
  }
  const company = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(nif);
  if (!company) return false;
  const type = company[1]!;
  const digits = company[2]!;
  const control = company[3]!;
  let sum = 0;
  for (const [index, char] of [...digits].entries()) {
    const digit = Number(char);
    // Positions 1, 3, 5, 7 (index 0, 2, 4, 6) are doubled and their digits added.
    if (index % 2 === 0) sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
    else sum += digit;
  }
  const expected = (10 - (sum % 10)) % 10;
  const asDigit = control === String(expected);
  const asLetter = control === CIF_LETTERS[expected];
  if (CIF_LETTER_ONLY.includes(type)) return asLetter;
  if (CIF_DIGIT_ONLY.includes(type)) return asDigit;
  return asDigit || asLetter;
}
