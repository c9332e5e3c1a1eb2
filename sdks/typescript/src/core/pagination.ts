// Hand-written. AutoPager: iterate every item of a page-numbered list, fetching pages lazily.

export interface PageShape {
  /** Field holding the page's items. */
  items: string;
  /** Field telling whether a later page has items. */
  hasMore: string;
}

export class AutoPager<Item, Page extends object> implements AsyncIterable<Item> {
  private readonly fetchPage: (page: number) => PromiseLike<Page>;
  private readonly firstPage: number;
  private readonly shape: PageShape;

  constructor(fetchPage: (page: number) => PromiseLike<Page>, firstPage: number, shape: PageShape) {
    this.fetchPage = fetchPage;
    this.firstPage = firstPage;
    this.shape = shape;
  }

  /** Every page, starting at the first one asked for, until the last one. */
  async *pages(): AsyncGenerator<Page> {
    for (let page = this.firstPage; ; page++) {
      const result = await this.fetchPage(page);
      yield result;
      const record = result as Record<string, unknown>;
      const items = record[this.shape.items];
      if (!record[this.shape.hasMore] || !Array.isArray(items) || items.length === 0) return;
    }
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Item> {
    for await (const page of this.pages()) {
      const items = (page as Record<string, unknown>)[this.shape.items];
      if (Array.isArray(items)) yield* items as Item[];
    }
  }

  /** Collects every item (up to `limit` items) into an array. */
  async toArray(limit = Infinity): Promise<Item[]> {
    const all: Item[] = [];
    if (limit <= 0) return all;
    for await (const item of this) {
      all.push(item);
      if (all.length >= limit) break;
    }
    return all;
  }
}
