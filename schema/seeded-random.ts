// Reproducible randomness: a seed chosen once (per practice run, or carried in a drill's URL) gives the same order
// and the same picks on every render and every device; the workload simulation repeats itself the same way.

export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** mulberry32: a small, fast generator of numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A reproducible shuffle: the same seed always gives the same order. */
export function shuffled<T>(values: readonly T[], seed: number): T[] {
  return shuffledWith(values, seededRandom(seed));
}

/** A shuffle drawing from a generator the caller keeps using (for several picks from one seed). */
export function shuffledWith<T>(values: readonly T[], random: () => number): T[] {
  const result = [...values];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
