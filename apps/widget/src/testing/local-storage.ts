// The test environment's window has no localStorage: a page's own, kept in memory, in its place.
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** Gives the window a localStorage of its own when it has none. */
export function installLocalStorage(): void {
  if (window.localStorage) return;
  Object.defineProperty(window, 'localStorage', { value: new MemoryStorage(), configurable: true });
}
