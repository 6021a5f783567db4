/**
 * An in-memory Web Storage for unit tests of code that reads localStorage or
 * sessionStorage. `quota` (characters per value) lets a test make writes fail
 * the way a full browser storage does.
 */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  quota = Number.POSITIVE_INFINITY;
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException("full", "QuotaExceededError");
    this.#items.set(key, value);
  }
}
