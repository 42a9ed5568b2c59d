/** Every bit set in `pattern` is set in `target`: the screen before a substructure match (a miss here is a miss). */
export function holdsPattern(pattern: Uint8Array, target: Uint8Array): boolean {
  if (pattern.length !== target.length) return false;
  for (let i = 0; i < pattern.length; i++) if ((pattern[i]! & target[i]!) !== pattern[i]) return false;
  return true;
}

const BITS = Uint8Array.from({ length: 256 }, (_, byte) => {
  let n = 0;
  for (let b = byte; b; b >>= 1) n += b & 1;
  return n;
});

/** Tanimoto similarity of two fingerprints: shared bits over bits in either (1 for the same molecule, 0 for nothing shared). */
export function tanimoto(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return 0;
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    both += BITS[a[i]! & b[i]!]!;
    either += BITS[a[i]! | b[i]!]!;
  }
  return either === 0 ? 0 : both / either;
}
