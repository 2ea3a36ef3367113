/**
 * A bounded map that forgets the least recently used entry first. A Map keeps insertion order, so
 * moving an entry to the end on every read makes the first key the least recently used one.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 0) throw new RangeError('maxEntries must be a whole number >= 0');
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    if (this.maxEntries === 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
