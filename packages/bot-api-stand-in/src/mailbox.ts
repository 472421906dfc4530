/**
 * Items in arrival order, read one by one: `next()` resolves with the earliest item no earlier
 * `next()` returned, at once when it is there, so a test never misses what came before it asked.
 */
export class Mailbox<Item> {
  private readonly items: Item[] = [];
  private read = 0;
  private readonly waiting: ((item: Item) => void)[] = [];

  get all(): readonly Item[] {
    return this.items;
  }

  push(item: Item) {
    this.items.push(item);
    const reader = this.waiting.shift();
    if (reader) {
      this.read += 1;
      reader(item);
    }
  }

  next(): Promise<Item> {
    if (this.read < this.items.length) return Promise.resolve(this.items[this.read++] as Item);
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
