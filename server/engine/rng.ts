/**
 * Prashna's own seeded generator (docs/question-templates.md §2): a cyrb128 string hash feeding
 * sfc32. It must never change: stored papers are regenerated from their keys, and golden
 * vectors in rng.test.ts pin it.
 */
export interface Rng {
  /** An integer in [lo, hi], unbiased. */
  int(lo: number, hi: number): number;
  /** A float in [0, 1). */
  next(): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** An independent stream named by label: drawing from it never shifts this one. */
  fork(label: string): Rng;
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

function sfc32(seed: [number, number, number, number]): () => number {
  let [a, b, c, d] = seed;
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
}

const TWO_32 = 2 ** 32;

/** The generator for a key such as "paper:42|A|3|math.g8.linear@1|try0". */
export function createRng(key: string): Rng {
  const next32 = sfc32(cyrb128(key));
  for (let i = 0; i < 12; i++) next32();
  const rng: Rng = {
    next: () => next32() / TWO_32,
    int(lo, hi) {
      if (!Number.isInteger(lo) || !Number.isInteger(hi) || hi < lo)
        throw new RangeError(`bad range [${lo}, ${hi}]`);
      const span = hi - lo + 1;
      const limit = TWO_32 - (TWO_32 % span);
      let x = next32();
      while (x >= limit) x = next32();
      return lo + (x % span);
    },
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[rng.int(0, items.length - 1)]!;
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    fork: (label) => createRng(`${key}/${label}`),
  };
  return rng;
}

/** A fresh seed for a paper when the user gives none: 1 to 2^31 - 1. */
export function randomSeed(): number {
  return 1 + Math.floor(Math.random() * 2147483646);
}
