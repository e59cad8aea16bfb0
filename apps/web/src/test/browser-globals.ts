/** The few browser globals the client's non-visual modules touch, for tests that run in Node. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
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
    this.#items.set(key, String(value));
  }
}

Object.assign(globalThis, {
  sessionStorage: new MemoryStorage(),
  document: { documentElement: { lang: '' } },
});
Object.defineProperty(globalThis, 'navigator', { value: { language: 'zh-CN' }, configurable: true });
