/**
 * Values pushed as work produces them and read in order by one `for await`: it bridges a
 * callback (an import's progress) to a stream of events. Reading waits for the next value until
 * `end` is called.
 */
export class AsyncQueue<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private ended = false;
  private wake: (() => void) | null = null;

  push(item: T): void {
    if (this.ended) return;
    this.items.push(item);
    this.notify();
  }

  /** No more values: reading ends once those pushed are read. */
  end(): void {
    this.ended = true;
    this.notify();
  }

  private notify() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for (;;) {
      if (this.items.length > 0) {
        yield this.items.shift()!;
        continue;
      }
      if (this.ended) return;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}
