/**
 * Seeded randomness. `Lcg` is the generator of rules/arsac.md §0 (the Arsac games must
 * replay exactly from a seed); `mulberry32` is a fast generator for AI tie-breaks and
 * for filling Zobrist tables.
 */
export class Lcg {
  state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** s ← (1664525·s + 1013904223) mod 2^32; the product stays below 2^53 so doubles are exact. */
  next(): number {
    this.state = (1664525 * this.state + 1013904223) % 4294967296;
    return this.state;
  }
  /** floor(next()·n / 2^32), in 0..n−1. */
  int(n: number): number {
    return Math.floor((this.next() * n) / 4294967296);
  }
}

/** Returns a function giving uniform 32-bit unsigned integers from a seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** A table of `n` pseudo-random 32-bit keys for Zobrist hashing, the same for the same seed. */
export function zobristTable(n: number, seed: number): Int32Array {
  const next = mulberry32(seed);
  const table = new Int32Array(n);
  for (let i = 0; i < n; i++) table[i] = next() | 0;
  return table;
}
