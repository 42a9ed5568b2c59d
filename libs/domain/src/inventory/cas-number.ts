/** A CAS Registry Number as written: 2–7 digits, 2 digits, 1 check digit ("64-19-7"). */
const CAS_SHAPE = /^(\d{2,7})-(\d{2})-(\d)$/;

/**
 * Whether a CAS Registry Number is well formed and its check digit right: the digits before it,
 * read from the right, each times its position (1, 2, 3 …), summed, modulo 10.
 */
export function isValidCas(text: string): boolean {
  const match = CAS_SHAPE.exec(text.trim());
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  const sum = [...digits].reverse().reduce((total, digit, i) => total + Number(digit) * (i + 1), 0);
  return sum % 10 === Number(match[3]);
}
