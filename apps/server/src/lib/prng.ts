/**
 * A small seeded PRNG (mulberry32) so the catalog is the same on every machine and every run:
 * merchant i is a pure function of (CATALOG_SEED, i), which lets a larger catalog extend a
 * smaller one instead of replacing it.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, maxInclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  /** Roughly normal (sum of three uniforms), mean 0, standard deviation about `spread`. */
  jitter(spread: number): number;
}

export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items, weightOf) {
      let total = 0;
      for (const item of items) total += weightOf(item);
      let target = next() * total;
      for (const item of items) {
        target -= weightOf(item);
        if (target < 0) return item;
      }
      return items[items.length - 1]!;
    },
    jitter: (spread) => (next() + next() + next() - 1.5) * 2 * spread,
  };
}
